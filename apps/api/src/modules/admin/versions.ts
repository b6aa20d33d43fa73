import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../errors';

/**
 * Versions of admin-edited rows (units, categories, settings), as ideas have: the client sends
 * the version it read (body `version` or If-Match), a stale one is 409 VERSION_CONFLICT and
 * changes nothing, and every answer carries the row's version (also as ETag).
 */
export function sentVersion(request: FastifyRequest, fromBody: number | undefined): number | undefined {
  if (fromBody !== undefined) return fromBody;
  const header = request.headers['if-match'];
  if (typeof header !== 'string') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw new HttpError('VALIDATION_FAILED', 'If-Match must be the version you read', [{ path: 'headers.if-match', message: 'validation.invalidType' }]);
  return Number(match[1]);
}

export const versionConflict = (what: string, current: number, sent: number) =>
  new HttpError('VERSION_CONFLICT', `The ${what} was changed by someone else (version ${current}, you sent ${sent}); reload it`, [{ path: 'version', message: String(current) }]);

/** 409 when the client's version is stale. */
export function checkVersion(what: string, current: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== current) throw versionConflict(what, current, sent);
}

/** The answer with the row's version as ETag. */
export function withEtag<T extends { version: number }>(reply: FastifyReply, row: T): T {
  void reply.header('etag', `"${row.version}"`);
  return row;
}
