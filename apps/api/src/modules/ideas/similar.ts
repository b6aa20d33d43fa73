import { IDEA_LIMITS, SimilarIdeasQuery, SimilarIdeasResponse, type IdeaStatus, type SimilarIdea } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, desc, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';
import { visibleTo } from './visibility';

/** Below this score an idea is not "similar". */
const MIN_SCORE = 0.08;
const MAX_WORDS = 24;

/**
 * Distinct words (letters and digits only, so they are safe inside to_tsquery) joined with OR:
 * an idea matches when it shares any word; ts_rank then prefers those sharing many.
 */
export function orQuery(text: string): string | null {
  const words = new Set<string>();
  for (const w of text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) {
    if (words.size >= MAX_WORDS) break;
    words.add(w.slice(0, 40));
  }
  return words.size ? [...words].join(' | ') : null;
}

/**
 * Up to five visible ideas that look like the one being typed: trigram similarity of the titles
 * (whole-title and word similarity, pg_trgm GIN index) and full-text rank of title + problem +
 * solution in German and English (the `search` column's GIN index). Score 0..1.
 */
export async function similarIdeas(db: Database, caller: Caller, q: SimilarIdeasQuery): Promise<SimilarIdea[]> {
  const title = q.title.trim();
  const description = q.description.slice(0, IDEA_LIMITS.similarDescriptionMax).trim();
  const words = orQuery(`${title} ${description}`);
  if (!words && title.length < 3) return [];

  const tsq = words ? sql`(to_tsquery('german', ${words}) || to_tsquery('english', ${words}))` : null;
  const matches: SQL[] = [];
  if (title.length >= 3) matches.push(sql`${ideas.title} % ${title}`, sql`${title} <% ${ideas.title}`);
  if (tsq) matches.push(sql`${ideas.search} @@ ${tsq}`);
  const titleScore = title.length >= 3 ? sql`GREATEST(similarity(${ideas.title}, ${title}), word_similarity(${title}, ${ideas.title}))` : sql`0`;
  const textScore = tsq ? sql`ts_rank(${ideas.search}, ${tsq}, 32)` : sql`0`;
  const score = sql<number>`(0.6 * ${titleScore} + 0.4 * LEAST(1, 2 * ${textScore}))`;

  const filters: (SQL | undefined)[] = [visibleTo(caller), sql`(${sql.join(matches, sql` OR `)})`];
  if (q.excludeId) filters.push(ne(ideas.id, q.excludeId));
  const rows = await db
    .select({ id: ideas.id, title: ideas.title, status: ideas.status, score })
    .from(ideas)
    .where(and(...filters))
    .orderBy(desc(score), ideas.id)
    .limit(IDEA_LIMITS.similarMax);
  return rows
    .map((r) => ({ id: r.id, title: r.title, status: r.status as IdeaStatus, score: Math.round(Number(r.score) * 1000) / 1000 }))
    .filter((r) => r.score >= MIN_SCORE);
}

export function similarRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ideas/similar',
      {
        schema: {
          tags: ['ideas'],
          description: 'Up to five visible ideas that look like the title and problem statement being typed (trigram + German/English full text). `excludeId`: the idea being edited.',
          querystring: SimilarIdeasQuery,
          response: { 200: SimilarIdeasResponse },
        },
      },
      async (request) => ({ ideas: await similarIdeas(db, request.caller, request.query) }),
    );
  };
}
