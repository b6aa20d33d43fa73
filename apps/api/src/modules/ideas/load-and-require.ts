import type { IdeaStatus } from '@idea-portal/contracts';
import { canManageIdea, isEditableStatus } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideaContributors, ideas } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../errors';
import { queryRows } from '../../lib/sql';
import { visibleTo } from './visibility';

/** Load and require: an idea the caller may see, its creators, and the checks a write makes first (may manage, still editable). The writes themselves: ./write-kernel.ts. */

export type IdeaRow = typeof ideas.$inferSelect;

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
