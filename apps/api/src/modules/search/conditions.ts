import { SUBMITTED_RANGES, searchWords, type SearchQuery, type SubmittedRange } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { ideas } from '../../db/schema';
import { queryRows } from '../../lib/sql';

/** When an idea counts as submitted (drafts: when they were created). */
export const submittedAt = sql`coalesce(${ideas.submittedAt}, ${ideas.createdAt})`;

/** The submitted date ranges as conditions (7/30/365 days nest; "older" is beyond a year). */
export const SUBMITTED_RANGE_SQL: Record<SubmittedRange, SQL> = {
  '7d': sql`${submittedAt} >= now() - interval '7 days'`,
  '30d': sql`${submittedAt} >= now() - interval '30 days'`,
  '365d': sql`${submittedAt} >= now() - interval '365 days'`,
  older: sql`${submittedAt} < now() - interval '365 days'`,
};
export { SUBMITTED_RANGES };

/** Each facet's filter as a condition on `ideas`; `true` when that filter is not set. */
export interface FacetConditions {
  status: SQL;
  category: SQL;
  location: SQL;
  unit: SQL;
  submitted: SQL;
}

export function facetConditions(query: SearchQuery): FacetConditions {
  const yes = sql`true`;
  return {
    status: query.status?.length ? inArray(ideas.status, query.status) : yes,
    category: query.category?.length ? inArray(ideas.categoryId, query.category) : yes,
    location: query.location?.length ? inArray(ideas.location, query.location) : yes,
    unit: query.unit?.length ? inArray(ideas.organizationalUnitId, query.unit) : yes,
    submitted: query.submitted ? SUBMITTED_RANGE_SQL[query.submitted] : yes,
  };
}

/** The explicit date bounds of a query (inclusive days). */
export function dateBounds(query: SearchQuery): SQL[] {
  const where: SQL[] = [];
  if (query.from) where.push(sql`${submittedAt} >= ${query.from}::date::timestamptz`);
  if (query.to) where.push(sql`${submittedAt} < (${query.to}::date + 1)::timestamptz`);
  return where;
}

/**
 * The text query for `q` (see idea_search_query in the migration), or null when `q` has no word
 * that can match (empty, or only stop words). Computed once per request so the main query
 * compares against a constant and uses the GIN index.
 */
export async function textQuery(db: Database, q: string | undefined, prefixLast = true): Promise<string | null> {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const [row] = await queryRows<{ tq: string | null }>(db, sql`SELECT idea_search_query(${sql.param(words)}::text[], ${prefixLast})::text AS tq`);
  return row?.tq || null;
}

/** Ideas whose search document answers the text query `tq` (from textQuery). */
export function matchesText(tq: string): SQL {
  return sql`EXISTS (SELECT 1 FROM idea_search_documents d WHERE d.idea_id = ${ideas.id} AND d.document @@ ${tq}::tsquery)`;
}
