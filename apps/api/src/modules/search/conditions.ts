import { searchWords, type SearchQuery, type SubmittedRange } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { sql, type SQL } from 'drizzle-orm';
import { ideas } from '../../db/schema';
import { queryRows } from '../../lib/sql';

/** The UTC day of a timestamp, and today's: ranges and date bounds count whole days. */
const utcDay = (at: SQL) => sql`(${at} AT TIME ZONE 'UTC')::date`;
const today = sql`(now() AT TIME ZONE 'UTC')::date`;
/** Today's UTC day, computed once per query (a sub-select). */
export const todayOnce = sql`(SELECT ${today})`;

/**
 * The nested ranges: the last 7, 30 or 365 days including today ("older" is before the last). The
 * SQL function idea_search_range (migration 0014) knows the same days.
 */
const WITHIN_DAYS = { '7d': 7, '30d': 30, '365d': 365 } as const;
/** The days a range ends after, innermost first. */
export const RANGE_STARTS = Object.values(WITHIN_DAYS);
/** The day a range starts after, computed once per query (a sub-select), not once per row. */
export const since = (days: number) => sql`(SELECT ${today} - ${sql.raw(String(days))})`;

/** A submitted range as a condition on a day. */
export function submittedRange(range: SubmittedRange, day: SQL): SQL {
  return range === 'older' ? sql`${day} <= ${since(WITHIN_DAYS['365d'])}` : sql`${day} > ${since(WITHIN_DAYS[range])}`;
}

/** The innermost range a day falls in: 0 = last 7 days, 1 = last 30, 2 = last 365, 3 = older. */
export function rangeIndex(day: SQL): SQL {
  const steps = RANGE_STARTS.map((days, i) => sql`WHEN ${day} > ${since(days)} THEN ${sql.raw(String(i))}`);
  return sql`CASE ${sql.join(steps, sql` `)} ELSE 3 END`;
}

/** When an idea counts as submitted (drafts: when they were created), as a UTC day. */
export const ideaSubmittedDay = utcDay(sql`coalesce(${ideas.submittedAt}, ${ideas.createdAt})`);

/** The explicit date bounds of a query (inclusive days) on a day. */
export function dateBounds(query: SearchQuery, day: SQL): SQL[] {
  const where: SQL[] = [];
  if (query.from) where.push(sql`${day} >= ${query.from}::date`);
  if (query.to) where.push(sql`${day} <= ${query.to}::date`);
  return where;
}

/**
 * The text query for `q` (see idea_search_query in the migration): `all` wants every word (what
 * finds ideas), `any` one of them (which parts of a found idea to mark). Null when `q` has no word
 * that can match (empty, or only stop words). Computed once per request so the main query compares
 * against a constant and uses the GIN index.
 */
export interface TextQuery {
  all: string;
  any: string;
}

export async function textQuery(db: Database, q: string | undefined, prefixLast = true): Promise<TextQuery | null> {
  const words = searchWords(q);
  if (words.length === 0) return null;
  // Each word's alternatives (only the last word as a prefix while typing); stop words have none.
  const parts = await queryRows<{ part: string }>(
    db,
    sql`SELECT x::text AS part FROM unnest(${sql.param(words)}::text[]) WITH ORDINALITY AS u(word, i)
      CROSS JOIN LATERAL idea_search_query(ARRAY[u.word], ${prefixLast}::boolean AND u.i = ${words.length}) AS x
      WHERE numnode(x) > 0 ORDER BY u.i`,
  );
  if (parts.length === 0) return null;
  return { all: parts.map((p) => `(${p.part})`).join(' & '), any: parts.map((p) => p.part).join(' | ') };
}

/** Ideas whose search document answers the text query `tq` (from textQuery). */
export function matchesText(tq: string): SQL {
  return sql`EXISTS (SELECT 1 FROM idea_search_documents d WHERE d.idea_id = ${ideas.id} AND d.document @@ ${tq}::tsquery)`;
}
