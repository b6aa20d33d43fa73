import type { HistoryEntry } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import { ideaHistory, ideas } from '../../db/schema';
import { HttpError } from '../../errors';
import type { IdeaRow } from './load-and-require';

/** The write kernel of every change to an idea: the optimistic version (expected, checked, bumped) and the history entries, in the change's transaction. */

/** A drizzle transaction (it is also a Database). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;
export const actorName = (caller: Caller) => `${caller.givenName} ${caller.familyName}`.trim();

/** The version the client last read: the body's `version`, else an `If-Match` header (`"3"` or `3`). */
export function expectedVersion(request: FastifyRequest, fromBody?: number): number | undefined {
  if (fromBody !== undefined) return fromBody;
  const header = request.headers['if-match'];
  if (typeof header !== 'string') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match) throw new HttpError('VALIDATION_FAILED', 'If-Match must be the idea version', [{ path: 'headers.if-match', message: 'validation.invalidType' }]);
  return Number(match[1]);
}

/** 409 VERSION_CONFLICT when the client's version is stale (nothing is changed). */
export function checkVersion(idea: IdeaRow, expected: number | undefined): void {
  if (expected !== undefined && expected !== idea.version) {
    throw new HttpError('VERSION_CONFLICT', `The idea was changed by someone else (version ${idea.version}, you sent ${expected}); reload it`, [
      { path: 'version', message: String(idea.version) },
    ]);
  }
}

export interface HistoryChange {
  entityType: HistoryEntry['entityType'];
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
  /** A person the change is about (assignee, expert, person in charge): notified besides the idea's people. */
  concernedUserId?: string | null;
}

/** Writes history entries (same transaction as the change). */
export async function recordHistory(
  tx: Database,
  caller: Caller,
  idea: Pick<IdeaRow, 'id' | 'tenantId'>,
  changes: HistoryChange[],
  /** A deputy's change: the absent person they acted for. */
  actedFor: { id: string; name: string } | null = null,
): Promise<void> {
  if (!changes.length) return;
  const now = Date.now();
  await tx.insert(ideaHistory).values(
    changes.map((c, i) => ({
      id: newId('h'),
      ideaId: idea.id,
      tenantId: idea.tenantId,
      entityType: c.entityType,
      fieldName: c.fieldName,
      oldValue: c.oldValue,
      newValue: c.newValue,
      actorId: caller.id,
      actorName: actorName(caller),
      concernedUserId: c.concernedUserId ?? null,
      actedForId: actedFor?.id ?? null,
      actedForName: actedFor?.name ?? null,
      // Distinct, ordered timestamps keep "newest first" stable within one change.
      createdAt: new Date(now + i),
    })),
  );
}

/** version + 1 and updated_at = now (plus any column changes); returns the new version. */
export async function bumpVersion(tx: Database, ideaId: string, set: Partial<IdeaRow> = {}): Promise<number> {
  const [row] = await tx
    .update(ideas)
    .set({ ...set, version: sql`${ideas.version} + 1`, updatedAt: sql`now()` })
    .where(eq(ideas.id, ideaId))
    .returning({ version: ideas.version });
  if (!row) throw new Error(`Idea ${ideaId} vanished while its version was bumped`);
  return row.version;
}

/** A history text for long values: the first 500 characters. */
export const excerpt = (text: string | null, max = 500) => (text === null ? null : text.length > max ? `${text.slice(0, max - 1)}…` : text);
