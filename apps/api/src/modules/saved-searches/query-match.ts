import { searchWords, type SavedSearchQuery } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { categories, ideas, organizationalUnits } from '../../db/schema';
import { dateBounds, ideaSubmittedDay, matchesText, submittedRange, textQuery } from '../search/conditions';

/**
 * Whether an idea answers a saved query (text and filters; sort does not matter) exactly as the
 * search page finds it. Visibility is checked separately, per person. `tq` is the text query of
 * `query.q` (null: no text condition).
 */
function conditions(tenantId: string, query: SavedSearchQuery, tq: string | null): SQL[] {
  const where: SQL[] = [eq(ideas.tenantId, tenantId)];
  if (query.status?.length) where.push(inArray(ideas.status, query.status));
  if (query.category?.length) where.push(or(inArray(ideas.categoryId, query.category), inArray(categories.name, query.category))!);
  if (query.location?.length) where.push(inArray(ideas.location, query.location));
  if (query.unit?.length) where.push(or(inArray(ideas.organizationalUnitId, query.unit), inArray(organizationalUnits.name, query.unit))!);
  if (query.submitted) where.push(submittedRange(query.submitted, ideaSubmittedDay));
  where.push(...dateBounds(query, ideaSubmittedDay));
  if (tq) where.push(matchesText(tq));
  return where;
}

/** The ids among `ideaIds` that answer `query` in the tenant. */
export async function matchingIdeaIds(db: Database, tenantId: string, query: SavedSearchQuery, ideaIds: string[]): Promise<string[]> {
  if (ideaIds.length === 0) return [];
  const tq = (await textQuery(db, query.q))?.all ?? null;
  // Words that cannot match anything (only stop words) match nothing rather than everything.
  if (!tq && searchWords(query.q).length > 0) return [];
  const rows = await db
    .select({ id: ideas.id })
    .from(ideas)
    .leftJoin(categories, eq(categories.id, ideas.categoryId))
    .leftJoin(organizationalUnits, eq(organizationalUnits.id, ideas.organizationalUnitId))
    .where(and(inArray(ideas.id, ideaIds), ...conditions(tenantId, query, tq)));
  return rows.map((r) => r.id);
}
