import type { HistoryEntry, IdeaStatus } from '@idea-portal/contracts';
import { canManageIdea, isEditableStatus } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import { ideaContributors, ideaHistory, ideas } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../errors';
import { queryRows } from '../../lib/sql';
import { visibleTo } from './visibility';

export type IdeaRow = typeof ideas.$inferSelect;
/** A drizzle transaction (it is also a Database). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export const newId = (prefix: string) => `${prefix}-${randomUUID()}`;
export const actorName = (caller: Caller) => `${caller.givenName} ${caller.familyName}`.trim();

/**
 * The idea if it exists in the caller's tenant and the caller may see it, else 404 (another
 * tenant's idea, a foreign draft and a missing id look the same). `lock` takes a row lock
 * for the rest of the transaction so concurrent writes serialise on the version check.
 */
export async function loadVisibleIdea(db: Database, caller: Caller, ideaId: string, lock = false): Promise<IdeaRow> {
  const query = db
    .select()
    .from(ideas)
    .where(and(eq(ideas.id, ideaId), visibleTo(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: ideas }) : await query;
  if (!row) throw notFound('Idea');
  return row;
}

/** The idea's contributors, in the order they were added. */
export async function contributorIdsOf(db: Database, ideaId: string): Promise<string[]> {
  const [row] = await queryRows<{ ids: string[] }>(db, sql`SELECT ${contributorIdsSql(ideaId)} AS ids`);
  return row?.ids ?? [];
}

/** The same as an SQL array expression, for a statement that reads more than the contributors. */
export function contributorIdsSql(ideaId: string): SQL {
  const c = ideaContributors;
  return sql`ARRAY(SELECT ${c.userId} FROM ${c} WHERE ${c.ideaId} = ${ideaId} ORDER BY ${c.addedAt}, ${c.userId})`;
}

/** 403 unless the caller is a creator of the idea (submitter or contributor) or an ADMIN. */
export async function requireManager(db: Database, caller: Caller, idea: IdeaRow): Promise<string[]> {
  const contributors = await contributorIdsOf(db, idea.id);
  if (!canManageIdea(caller, { submitterId: idea.submitterId, contributors })) {
    throw forbidden('Only the idea’s submitter, its contributors or an administrator may do this');
  }
  return contributors;
}

/** 409 NOT_EDITABLE once the idea has left draft / first_assessment. */
export function requireEditable(idea: IdeaRow): void {
  if (!isEditableStatus(idea.status as IdeaStatus)) {
    throw new HttpError('NOT_EDITABLE', `The idea can no longer be edited in status ${idea.status}; send a revision request instead`);
  }
}

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
export async function recordHistory(tx: Database, caller: Caller, idea: Pick<IdeaRow, 'id' | 'tenantId'>, changes: HistoryChange[]): Promise<void> {
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
