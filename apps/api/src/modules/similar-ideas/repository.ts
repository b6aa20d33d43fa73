import { IDEA_LIMITS, type IdeaStatus, type SimilarIdea, type SimilarIdeasQuery } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, desc, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { visibleTo } from '../ideas/visibility';

/** Below this score an idea is not "similar". */
const MIN_SCORE = 0.08;
const MAX_WORDS = 16;
/** Shorter titles say too little for trigram matching ("the" is in every English title). */
const MIN_TITLE = 5;

/**
 * Frequent English and German words: each text-search configuration only drops its own
 * language's stop words, and the index holds both, so "the" would match every English idea.
 */
const STOP_WORDS = new Set(
  (
    'the and for with from that this these those are was were been being have has had our ours you your they them their its not but also than then there here what which who will would can could should into onto over under about after before more most very just only each any all per via ' +
    'der die das den dem des ein eine einer eines einem einen und oder aber mit von vom zur zum für fur auf aus bei ist sind war waren wird werden wurde kann können könnte sollen soll sollte muss müssen wir ihr sie uns unser unsere nicht auch als wie noch nach über uber unter durch gegen ohne sehr mehr nur schon dass daß wenn weil damit hat haben hatte gibt'
  ).split(' '),
);

/**
 * Distinct words (letters and digits only, so they are safe inside to_tsquery) joined with OR:
 * an idea matches when it shares any word; ts_rank then prefers those sharing many.
 */
export function orQuery(text: string): string | null {
  const words = new Set<string>();
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) {
    if (STOP_WORDS.has(w)) continue;
    if (words.size >= MAX_WORDS) break;
    words.add(w.slice(0, 40));
  }
  return words.size ? [...words].join(' | ') : null;
}

/** Candidates taken from each source before the exact scoring. */
const CANDIDATES = 15;
/** At most this many full-text matches are ranked. */
const FTS_POOL = 200;

/**
 * Up to five visible ideas that look like the one being typed. Candidates come from two
 * bounded lookups: the nearest titles by trigram distance (GiST KNN) and the best full-text
 * matches of title + problem + solution in German and English. Only those few are scored exactly:
 * 0.6 x title similarity + 0.4 x cover-density rank, 0..1.
 */
export async function similarIdeas(db: Database, caller: Caller, q: SimilarIdeasQuery): Promise<SimilarIdea[]> {
  const title = q.title.trim();
  const description = q.description.slice(0, IDEA_LIMITS.similarDescriptionMax).trim();
  const words = orQuery(`${title} ${description}`);
  const byTitle = title.length >= MIN_TITLE;
  if (!words && !byTitle) return [];

  // The tsquery is built first and passed as a constant: the planner then estimates its
  // selectivity, and the (stable) to_tsquery is not evaluated once per row.
  let tsq: SQL | null = null;
  if (words) {
    const [row] = await queryRows<{ q: string }>(db, sql`SELECT (to_tsquery('german', ${words}) || to_tsquery('english', ${words}))::text AS q`);
    const text = row?.q;
    if (text) tsq = sql`${text}::tsquery`;
  }
  if (!tsq && !byTitle) return [];
  const scope = and(visibleTo(caller), q.excludeId ? ne(ideas.id, q.excludeId) : undefined);
  const sources: SQL[] = [];
  if (byTitle) sources.push(sql`(SELECT ${ideas.id} AS id FROM ${ideas} WHERE ${scope} ORDER BY ${ideas.title} <-> ${title} LIMIT ${CANDIDATES})`);
  if (tsq) {
    // ts_rank (cheap) picks the candidates among at most FTS_POOL matches; very common words
    // would otherwise make every request rank thousands of ideas.
    sources.push(sql`(SELECT m.id FROM (SELECT ${ideas.id} AS id, ${ideas.search} AS search FROM ${ideas} WHERE ${scope} AND ${ideas.search} @@ ${tsq} LIMIT ${FTS_POOL}) m
      ORDER BY ts_rank(m.search, ${tsq}) DESC LIMIT ${CANDIDATES})`);
  }
  const titleScore = byTitle ? sql`GREATEST(similarity(${ideas.title}, ${title}), word_similarity(${title}, ${ideas.title}))` : sql`0`;
  // Cover density: many shared words close together count most; r / (r + 2) maps it to 0..1.
  const textScore = tsq ? sql`(ts_rank_cd(${ideas.search}, ${tsq}) / (ts_rank_cd(${ideas.search}, ${tsq}) + 2))` : sql`0`;
  const score = sql<number>`(0.6 * ${titleScore} + 0.4 * ${textScore})`;

  const rows = await db
    .select({ id: ideas.id, title: ideas.title, status: ideas.status, score })
    .from(ideas)
    .where(inArray(ideas.id, sql`(${sql.join(sources, sql` UNION `)})`))
    .orderBy(desc(score), ideas.id)
    .limit(IDEA_LIMITS.similarMax);
  return rows
    .map((r) => ({ id: r.id, title: r.title, status: r.status as IdeaStatus, score: Math.round(Number(r.score) * 1000) / 1000 }))
    .filter((r) => r.score >= MIN_SCORE);
}
