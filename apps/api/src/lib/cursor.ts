import { z } from 'zod';
import { badRequest } from '../errors';
import { findNul } from '../http/input-guard';

/** A timestamp inside a cursor: strict ISO 8601 with offset, so a forged value never reaches SQL. */
export const CursorTimestamp = z.iso.datetime({ offset: true });

/** A row id inside a cursor. */
export const CursorId = z.string().min(1).max(128);

/** Opaque keyset cursors: base64url JSON, validated on the way back in. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<T>(token: string, schema: z.ZodType<T>, path: string): T {
  try {
    const raw: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    const parsed = schema.safeParse(raw);
    if (parsed.success && !findNul(raw, '')) return parsed.data;
  } catch {
    /* fall through */
  }
  throw badRequest('Invalid or expired page token', path);
}
