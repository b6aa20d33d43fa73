import {
  searchWords,
  SUBMITTED_RANGES,
  type FacetBucket,
  type SearchFacets,
  type SearchHit,
  type SearchIdeasQuery,
  type SearchIdeasResponse,
} from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';
import { iso, queryRows } from '../../lib/sql';
import { visibleTo } from '../ideas/visibility';
import { dateBounds, facetConditions, submittedAt, textQuery } from './conditions';
import { MARK_END, MARK_START, snippetOf, titleParts } from './highlights';

/**
 * Who may see an idea: the ideas module's rule, with its cheapest case (a submitted idea shared
 * with the whole organisation of the caller's tenant) tried first so most rows skip the
 * participant look-ups. Both sides agree: the shortcut only admits what visibleTo admits.
 */
function visible(caller: Caller): SQL {
  return sql`((${ideas.tenantId} = ${caller.tenantId} AND ${ideas.status} <> 'draft' AND ${ideas.visibility} = 'organization') OR ${visibleTo(caller)})`;
}

interface CountRow {
  total: number;
  status: { value: string; count: number }[];
  category: { value: string; label: string; count: number }[];
  location: { value: string; count: number }[];
  unit: { value: string; label: string; count: number }[];
  submitted: Record<string, number>;
  page: { id: string; score: number }[];
}

/** Named SQL: the matching visible ideas with each filter as a flag, then counts, facets and one page of ids. */
function searchSql(caller: Caller, query: SearchIdeasQuery, tq: string | null, offset: number): SQL {
  // Words that cannot match anything (only stop words) find nothing rather than everything.
  const nothing = !tq && searchWords(query.q).length > 0 ? [sql`false`] : [];
  const f = facetConditions(query);
  const text = tq ? sql`JOIN idea_search_documents d ON d.idea_id = ${ideas.id} AND d.document @@ ${tq}::tsquery` : sql``;
  const score = tq ? sql`ts_rank_cd(d.document, ${tq}::tsquery)` : sql`0::real`;
  const sort = query.sort === 'relevance' && !tq ? 'date' : (query.sort ?? (tq ? 'relevance' : 'date'));
  const order = {
    relevance: sql`score DESC, at DESC, id DESC`,
    date: sql`at DESC, id DESC`,
    likes: sql`likes DESC, at DESC, id DESC`,
  }[sort];
  const all = sql`f_status AND f_category AND f_location AND f_unit AND f_submitted`;
  const ranges = sql.join(
    SUBMITTED_RANGES.map((r) => {
      const cond = { '7d': sql`at >= now() - interval '7 days'`, '30d': sql`at >= now() - interval '30 days'`, '365d': sql`at >= now() - interval '365 days'`, older: sql`at < now() - interval '365 days'` }[r];
      return sql`${r}::text, count(*) FILTER (WHERE ${cond})::int`;
    }),
    sql`, `,
  );
  return sql`
    WITH m AS MATERIALIZED (
      SELECT ${ideas.id} AS id, ${ideas.status} AS status, ${ideas.categoryId} AS category_id, ${ideas.location} AS location,
        ${ideas.organizationalUnitId} AS unit_id, ${ideas.likes} AS likes, ${submittedAt} AS at, ${score} AS score,
        ${f.status} AS f_status, ${f.category} AS f_category, ${f.location} AS f_location, ${f.unit} AS f_unit, ${f.submitted} AS f_submitted
      FROM ideas ${text}
      WHERE ${and(visible(caller), ...dateBounds(query), ...nothing)}
    )
    SELECT
      (SELECT count(*)::int FROM m WHERE ${all}) AS total,
      (SELECT coalesce(json_agg(json_build_object('value', status, 'count', n) ORDER BY n DESC, status), '[]'::json)
         FROM (SELECT status, count(*)::int AS n FROM m WHERE f_category AND f_location AND f_unit AND f_submitted GROUP BY status) x) AS status,
      (SELECT coalesce(json_agg(json_build_object('value', x.category_id, 'label', c.name, 'count', n) ORDER BY n DESC, c.name), '[]'::json)
         FROM (SELECT category_id, count(*)::int AS n FROM m WHERE f_status AND f_location AND f_unit AND f_submitted AND category_id IS NOT NULL GROUP BY category_id) x
         JOIN categories c ON c.id = x.category_id) AS category,
      (SELECT coalesce(json_agg(json_build_object('value', location, 'count', n) ORDER BY n DESC, location), '[]'::json)
         FROM (SELECT location, count(*)::int AS n FROM m WHERE f_status AND f_category AND f_unit AND f_submitted AND coalesce(location, '') <> '' GROUP BY location) x) AS location,
      (SELECT coalesce(json_agg(json_build_object('value', x.unit_id, 'label', u.name, 'count', n) ORDER BY n DESC, u.name), '[]'::json)
         FROM (SELECT unit_id, count(*)::int AS n FROM m WHERE f_status AND f_category AND f_location AND f_submitted AND unit_id IS NOT NULL GROUP BY unit_id) x
         JOIN organizational_units u ON u.id = x.unit_id) AS unit,
      (SELECT json_build_object(${ranges}) FROM m WHERE f_status AND f_category AND f_location AND f_unit) AS submitted,
      (SELECT coalesce(json_agg(json_build_object('id', id, 'score', score) ORDER BY ${order}), '[]'::json)
         FROM (SELECT id, score, at, likes FROM m WHERE ${all} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}) p) AS page`;
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
}

const CONFIGS = ['portal_english', 'portal_german', 'portal_simple'] as const;

/** Named SQL: the page's ideas with names and, for a text query, marked title and snippet per configuration. */
function hitsSql(ids: string[], tq: string | null): SQL {
  const clean = (col: SQL) => sql`translate(${col}, ${MARK_START + MARK_END}, '')`;
  const body = sql`concat_ws(E'\n', ${clean(sql`i.description`)}, ${clean(sql`i.solution`)})`;
  const titleOpts = `StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`;
  const snippetOpts = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const marks = (text: SQL, opts: string) =>
    tq
      ? sql`ARRAY[${sql.join(
          CONFIGS.map((c) => sql`ts_headline(${sql.raw(`'${c}'`)}::regconfig, ${text}, ${tq}::tsquery, ${opts})`),
          sql`, `,
        )}]`
      : sql`NULL::text[]`;
  return sql`
    SELECT i.id, ${clean(sql`i.title`)} AS title, i.status, i.location, i.likes, i.submitted_at, i.created_at,
      c.id AS category_id, c.name AS category_name,
      s.id AS submitter_id, CASE WHEN s.id IS NULL THEN NULL ELSE s.given_name || ' ' || s.family_name END AS submitter_name,
      u.id AS unit_id, u.name AS unit_name,
      ${body} AS body,
      ${marks(clean(sql`i.title`), titleOpts)} AS title_marks,
      ${marks(body, snippetOpts)} AS snippet_marks
    FROM ideas i
    LEFT JOIN categories c ON c.id = i.category_id
    LEFT JOIN users s ON s.id = i.submitter_id
    LEFT JOIN organizational_units u ON u.id = i.organizational_unit_id
    WHERE i.id IN ${ids}`;
}

const bucket = (value: string, label: string, count: number): FacetBucket => ({ value, label, count });

/** One page of the ideas the caller may see that answer the query, with facets and the total. */
export async function searchIdeas(db: Database, caller: Caller, query: SearchIdeasQuery): Promise<SearchIdeasResponse> {
  const tq = await textQuery(db, query.q);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const [counts] = await queryRows<CountRow>(db, searchSql(caller, query, tq, offset));
  if (!counts) throw new Error('search returned no row');
  const facets: SearchFacets = {
    status: counts.status.map((b) => bucket(b.value, b.value, b.count)),
    category: counts.category.map((b) => bucket(b.value, b.label, b.count)),
    location: counts.location.map((b) => bucket(b.value, b.value, b.count)),
    unit: counts.unit.map((b) => bucket(b.value, b.label, b.count)),
    submitted: SUBMITTED_RANGES.map((r) => bucket(r, r, counts.submitted[r] ?? 0)),
  };
  const ids = counts.page.map((p) => p.id);
  const rows = ids.length ? await queryRows<HitRow>(db, hitsSql(ids, tq)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: SearchHit[] = [];
  for (const { id, score } of counts.page) {
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
      highlights: { title: titleParts(r.title, r.title_marks), snippet: snippetOf(r.body, r.snippet_marks) },
    });
  }
  const next = offset + ids.length;
  return { items, total: counts.total, facets, nextCursor: ids.length === query.limit && next < counts.total ? String(next) : null };
}
