import { searchWords, type SearchHit, type SearchIdeasQuery, type SearchIdeasResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { iso, queryRows } from '../../lib/sql';
import { visibleTo, type VisibilityColumns } from '../ideas/visibility';
import { dateBounds, RANGE_STARTS, rangeIndex, since, submittedRange, textQuery, todayOnce, type TextQuery } from './conditions';
import { facetsOf, type CubeCell } from './facet-cube';
import { fieldsOf, MARK_END, MARK_START, snippetOf, titleParts } from './highlights';

/** The search documents carry the columns the visibility rule reads. */
const DOC: VisibilityColumns = {
  id: sql`d.idea_id`,
  tenantId: sql`d.tenant_id`,
  status: sql`d.status`,
  visibility: sql`d.visibility`,
  unitId: sql`d.unit_id`,
  submitterId: sql`d.submitter_id`,
  assigneeId: sql`d.assessment_assignee_id`,
};
/** The same with the flag that answers most rows at once (not where every row is restricted). */
const ANY_DOC: VisibilityColumns = { ...DOC, tenantWide: sql`d.tenant_wide` };
const docDay = sql`d.submitted_day`;

/** Every filter of the query on a search document. */
function docFilters(query: SearchIdeasQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status?.length) where.push(inArray(sql`d.status`, query.status));
  if (query.category?.length) where.push(inArray(sql`d.category_id`, query.category));
  if (query.location?.length) where.push(inArray(sql`d.location`, query.location));
  if (query.unit?.length) where.push(inArray(sql`d.unit_id`, query.unit));
  if (query.submitted) where.push(submittedRange(query.submitted, docDay));
  return where;
}

/** Counts per facet combination and range (`cells`: facet_id, range, n) with the combination's values. */
const cubeSql = (cells: SQL) => sql`
  (SELECT coalesce(json_agg(c), '[]') FROM (
    SELECT f.status, f.category_id AS category, f.location, f.unit_id AS unit, c.range, c.n
    FROM (${cells}) c JOIN idea_search_facets f ON f.id = c.facet_id) c) AS cube`;

interface SearchRow {
  cube: CubeCell[];
  page: { id: string; score: number }[];
  /** The page's ideas with names and marks (hitsSql), in no particular order. */
  hits: HitRow[] | null;
  categories: Record<string, string> | null;
  units: Record<string, string> | null;
}

const labelsSql = (caller: Caller) => sql`
  (SELECT json_object_agg(id, name) FROM categories WHERE tenant_id = ${caller.tenantId}) AS categories,
  (SELECT json_object_agg(id, name) FROM organizational_units WHERE tenant_id = ${caller.tenantId}) AS units`;

const ORDER = {
  relevance: sql`score DESC, at DESC, id DESC`,
  date: sql`at DESC, id DESC`,
  likes: sql`likes DESC, at DESC, id DESC`,
};

/**
 * The page (CTE `p`: id, score, at, likes) in order, and its ideas as hits, in one statement. The
 * page's idea rows are fetched first (`pi`, materialized), so the titles and snippets are marked
 * for those rows only, never for an idea the page does not show.
 */
const PAGE_IDEAS = sql`pi AS MATERIALIZED (SELECT i.* FROM ideas i WHERE i.id IN (SELECT id FROM p))`;
const pageAndHitsSql = (sort: keyof typeof ORDER, tq: TextQuery | null) => sql`
  (SELECT coalesce(json_agg(json_build_object('id', id, 'score', score) ORDER BY ${ORDER[sort]}), '[]') FROM p) AS page,
  (SELECT json_agg(h) FROM (${hitsSql(tq)}) h) AS hits`;

/**
 * Named SQL, with words: the visible documents the words match (the GIN index finds them), counted
 * per facet combination, and one page of them ranked, with its ideas.
 */
function textSearchSql(caller: Caller, query: SearchIdeasQuery, text: TextQuery, sort: keyof typeof ORDER, offset: number): SQL {
  const hit = and(...docFilters(query)) ?? sql`true`;
  const tq = text.all;
  return sql`
    WITH m AS MATERIALIZED (
      SELECT d.idea_id AS id, d.likes, d.submitted_on AS at, d.facet_id, ${rangeIndex(docDay)} AS range,
        CASE WHEN ${hit} THEN ts_rank(d.document, ${tq}::tsquery) END AS score
      FROM idea_search_documents d
      WHERE d.tenant_id = ${caller.tenantId} AND d.document @@ ${tq}::tsquery AND ${visibleTo(caller, ANY_DOC)} ${dateBoundsSql(query)}
    ),
    p AS MATERIALIZED (SELECT id, score, at, likes FROM m WHERE score IS NOT NULL ORDER BY ${ORDER[sort]} LIMIT ${query.limit} OFFSET ${offset}),
    ${PAGE_IDEAS}
    SELECT
      ${cubeSql(sql`SELECT facet_id, range, count(*)::int AS n FROM m GROUP BY 1, 2`)},
      ${pageAndHitsSql(sort, text)},
      ${labelsSql(caller)}`;
}

/**
 * The tenant-wide ideas counted per facet combination and range: kept per range as of a day
 * (migration 0014), with the days that changed range since that day moved out of the range they
 * were counted in and into today's (none once the day's roll has run).
 */
function tenantWideCountsSql(caller: Caller): SQL {
  const changed = RANGE_STARTS.map((days) => sql`(c.day > a.as_of - ${sql.raw(String(days))} AND c.day <= ${since(days)})`);
  return sql`
    SELECT facet_id, range, n FROM idea_search_range_counts WHERE tenant_id = ${caller.tenantId} AND n <> 0
    UNION ALL
    SELECT c.facet_id, m.range, m.sign * c.n
      FROM idea_search_ranges a
      JOIN idea_search_counts c ON c.tenant_id = ${caller.tenantId} AND (${sql.join(changed, sql` OR `)})
      CROSS JOIN LATERAL (VALUES (idea_search_range(c.day, a.as_of), -1), (idea_search_range(c.day, ${todayOnce}), 1)) m(range, sign)`;
}

/** The same per day within the query's explicit date bounds. */
const tenantWideCountsWithinSql = (caller: Caller, query: SearchIdeasQuery) => sql`
  SELECT facet_id, ${rangeIndex(sql`day`)} AS range, n
    FROM idea_search_counts
    WHERE tenant_id = ${caller.tenantId} AND n <> 0 ${dateBoundsSql(query, sql`day`)}`;

/**
 * Named SQL, without words: the ideas the whole tenant sees come from the kept counts, the others
 * the caller may see are counted from their documents; the page walks the date or likes index.
 */
function browseSql(caller: Caller, query: SearchIdeasQuery, sort: 'date' | 'likes', offset: number): SQL {
  const tenantWide = query.from || query.to ? tenantWideCountsWithinSql(caller, query) : tenantWideCountsSql(caller);
  return sql`
    WITH p AS MATERIALIZED (
      SELECT d.idea_id AS id, 0 AS score, d.submitted_on AS at, d.likes FROM idea_search_documents d
      WHERE d.tenant_id = ${caller.tenantId} AND ${and(visibleTo(caller, ANY_DOC), ...docFilters(query))} ${dateBoundsSql(query)}
      ORDER BY ${ORDER[sort]}
      LIMIT ${query.limit} OFFSET ${offset}),
    ${PAGE_IDEAS}
    SELECT
      ${cubeSql(sql`
        SELECT facet_id, range, sum(n)::int AS n FROM (
          ${tenantWide}
          UNION ALL
          SELECT d.facet_id, ${rangeIndex(docDay)}, 1
            FROM idea_search_documents d
            WHERE d.tenant_id = ${caller.tenantId} AND NOT d.tenant_wide AND ${visibleTo(caller, DOC)} ${dateBoundsSql(query)}) u
        GROUP BY 1, 2`)},
      ${pageAndHitsSql(sort, null)},
      ${labelsSql(caller)}`;
}

function dateBoundsSql(query: SearchIdeasQuery, day: SQL = docDay): SQL {
  const bounds = dateBounds(query, day);
  return bounds.length ? sql`AND ${and(...bounds)}` : sql``;
}

interface HitRow {
  id: string;
  title: string;
  status: SearchHit['status'];
  location: string | null;
  likes: number;
  submitted_at: Date | string | null;
  created_at: Date | string;
  category_id: string | null;
  category_name: string | null;
  submitter_id: string | null;
  submitter_name: string | null;
  unit_id: string | null;
  unit_name: string | null;
  body: string;
  title_marks: string[] | null;
  snippet_marks: string[] | null;
  field_marks: string[] | null;
}

const CONFIGS = ['portal_english', 'portal_german', 'portal_simple'] as const;
const headline = (config: (typeof CONFIGS)[number], text: SQL, tq: string, opts: string) =>
  sql`ts_headline(${sql.raw(`'${config}'`)}::regconfig, ${text}, ${tq}::tsquery, ${opts})`;

/**
 * The fields of SEARCH_MATCH_FIELDS, in that order, one per line (`fieldsOf` reads the marks per
 * line): every configuration marks them in one call.
 */
const oneLine = (text: SQL) => sql`translate(coalesce(${text}, ''), ${'\n' + MARK_START + MARK_END}, '   ')`;
const FIELDS_TEXT = sql`concat_ws(E'\n',
  ${oneLine(sql`concat_ws(' ', c.name, c.name_de)`)},
  ${oneLine(sql`array_to_string(i.tags, ' ')`)},
  ${oneLine(sql`concat_ws(' ', s.given_name, s.family_name)`)},
  ${oneLine(sql`(SELECT string_agg(cu.given_name || ' ' || cu.family_name, ' ') FROM idea_contributors ic JOIN users cu ON cu.id = ic.user_id WHERE ic.idea_id = i.id)`)},
  ${oneLine(sql`i.location`)},
  ${oneLine(sql`u.name`)})`;

/**
 * Which parts of each page idea hold one of the words, read from its search document by weight
 * (A title, B category and tags, C problem and solution, D names, location and unit): only those
 * parts are marked, so no configuration parses a text that has nothing to mark.
 */
const MATCHED_PARTS = (anyWord: string) => sql`LEFT JOIN idea_search_documents sd ON sd.idea_id = i.id
    CROSS JOIN LATERAL (SELECT
      coalesce(ts_filter(sd.document, '{a}') @@ ${anyWord}::tsquery, true) AS title,
      coalesce(ts_filter(sd.document, '{c}') @@ ${anyWord}::tsquery, true) AS body,
      coalesce(ts_filter(sd.document, '{b,d}') @@ ${anyWord}::tsquery, true) AS fields OFFSET 0) w`;

/**
 * Named SQL: the page's ideas (CTE `pi`) with names and, for a text query, the words marked in the
 * parts that hold one (MATCHED_PARTS): the title and the other fields by every configuration, and a
 * snippet from the first configuration that marks a word (the next one is only asked when the one
 * before found nothing; OFFSET 0 keeps each step evaluated once).
 */
function hitsSql(text: TextQuery | null): SQL {
  const clean = (col: SQL) => sql`translate(${col}, ${MARK_START + MARK_END}, '')`;
  const titleOpts = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
  const snippetOpts = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const [first, ...rest] = CONFIGS;
  // Marked by any word: a passage holding one of two words is shown with it marked.
  const tq = text?.any ?? '';
  const everyConfig = (of: SQL) => sql`ARRAY[${sql.join(CONFIGS.map((c) => headline(c, of, tq, titleOpts)), sql`, `)}]`;
  const snippet = text
    ? sql`CROSS JOIN LATERAL (SELECT CASE WHEN w.body THEN ${headline(first, sql`t.body`, tq, snippetOpts)} END AS h OFFSET 0) s0
      ${sql.join(
        rest.map(
          (c, i) =>
            sql`CROSS JOIN LATERAL (SELECT CASE WHEN ${sql.raw(`s${i}`)}.h IS NULL OR strpos(${sql.raw(`s${i}`)}.h, ${MARK_START}) > 0 THEN ${sql.raw(`s${i}`)}.h ELSE ${headline(c, sql`t.body`, tq, snippetOpts)} END AS h OFFSET 0) ${sql.raw(`s${i + 1}`)}`,
        ),
        sql` `,
      )}`
    : sql``;
  return sql`
    SELECT i.id, t.title, i.status, i.location, i.likes, i.submitted_at, i.created_at,
      c.id AS category_id, c.name AS category_name,
      s.id AS submitter_id, CASE WHEN s.id IS NULL THEN NULL ELSE s.given_name || ' ' || s.family_name END AS submitter_name,
      u.id AS unit_id, u.name AS unit_name,
      t.body,
      ${text ? sql`CASE WHEN w.title THEN ${everyConfig(sql`t.title`)} END` : sql`NULL::text[]`} AS title_marks,
      ${text ? sql`array_remove(ARRAY[${sql.raw(`s${rest.length}`)}.h], NULL)` : sql`NULL::text[]`} AS snippet_marks,
      ${text ? sql`CASE WHEN w.fields THEN ${everyConfig(sql`f.text`)} END` : sql`NULL::text[]`} AS field_marks
    FROM pi i
    CROSS JOIN LATERAL (SELECT ${clean(sql`i.title`)} AS title,
      concat_ws(E'\n', ${clean(sql`i.description`)}, ${clean(sql`i.solution`)}) AS body OFFSET 0) t
    ${text ? MATCHED_PARTS(text.any) : sql``}
    ${snippet}
    LEFT JOIN categories c ON c.id = i.category_id
    LEFT JOIN users s ON s.id = i.submitter_id
    LEFT JOIN organizational_units u ON u.id = i.organizational_unit_id
    ${text ? sql`CROSS JOIN LATERAL (SELECT ${FIELDS_TEXT} AS text OFFSET 0) f` : sql``}`;
}

/** When each database last had its range counts rolled to today by this instance (see rollRanges). */
const rolledAt = new WeakMap<Database, number>();
const ROLL_EVERY_MS = 60 * 60 * 1000;

/**
 * Asks for the day's roll of the kept range counts (idea_search_roll_ranges, a no-op once done) at
 * most once an hour per instance, before a search that reads them: the first search after midnight
 * moves the days that changed range, the others find nothing to move.
 */
async function rollRanges(db: Database): Promise<void> {
  const now = Date.now();
  if (now - (rolledAt.get(db) ?? 0) < ROLL_EVERY_MS) return;
  rolledAt.set(db, now);
  await queryRows(db, sql`SELECT idea_search_roll_ranges()`);
}

/** One page of the ideas the caller may see that answer the query, with facets and the total. */
export async function searchIdeas(db: Database, caller: Caller, query: SearchIdeasQuery): Promise<SearchIdeasResponse> {
  const tq = await textQuery(db, query.q);
  // Words that cannot match anything (only stop words) find nothing rather than everything.
  const nothing = !tq && searchWords(query.q).length > 0;
  const offset = query.cursor ? Number(query.cursor) : 0;
  const sort = query.sort === 'relevance' && !tq ? 'date' : (query.sort ?? (tq ? 'relevance' : 'date'));
  if (!tq && !nothing) await rollRanges(db);
  const [row] = nothing
    ? [{ cube: [], page: [], hits: null, categories: null, units: null }]
    : await queryRows<SearchRow>(db, tq ? textSearchSql(caller, query, tq, sort, offset) : browseSql(caller, query, sort === 'likes' ? 'likes' : 'date', offset));
  if (!row) throw new Error('search returned no row');
  const { total, facets } = facetsOf(row.cube, query, {
    category: new Map(Object.entries(row.categories ?? {})),
    unit: new Map(Object.entries(row.units ?? {})),
  });
  const byId = new Map((row.hits ?? []).map((r) => [r.id, r]));
  const items: SearchHit[] = [];
  for (const { id, score } of row.page) {
    const r = byId.get(id);
    if (!r) continue;
    items.push({
      id: r.id,
      title: r.title,
      status: r.status,
      category: r.category_id ? { id: r.category_id, name: r.category_name ?? '' } : null,
      submitter: r.submitter_id ? { id: r.submitter_id, name: r.submitter_name ?? '' } : null,
      location: r.location || null,
      unit: r.unit_id ? { id: r.unit_id, name: r.unit_name ?? '' } : null,
      likes: r.likes,
      submittedAt: iso(r.submitted_at),
      createdAt: iso(r.created_at)!,
      score: Number(score) || 0,
      highlights: { title: titleParts(r.title, r.title_marks), snippet: snippetOf(r.body, r.snippet_marks), fields: fieldsOf(r.field_marks) },
    });
  }
  const next = offset + row.page.length;
  return { items, total, facets, nextCursor: row.page.length === query.limit && next < total ? String(next) : null };
}
