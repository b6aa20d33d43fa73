import { http, HttpResponse, type AnyHandler } from 'msw';
import { IDEA_LIMITS, SimilarIdeasQuery, SimilarIdeasResponse } from '@idea-portal/contracts';
import { mockDb } from '../mock-db';
import { queryOf, validation, type UrlOf } from './http-utils';

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4),
  );

/** GET /ideas/similar: submitted ideas sharing words with the title and description (mounted before /ideas/:id). */
export function createSimilarIdeaHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas/similar'), ({ request }) => {
      const parsed = SimilarIdeasQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const q = parsed.data;
      const needle = words(`${q.title} ${q.description.slice(0, IDEA_LIMITS.similarDescriptionMax)}`);
      if (needle.size === 0) return HttpResponse.json({ ideas: [] });
      const ideas = mockDb.ideas
        .filter((i) => i.id !== q.excludeId && i.status !== 'draft')
        .map((i) => {
          const hay = words(`${i.title} ${i.description}`);
          const hits = [...needle].filter((w) => hay.has(w) || [...hay].some((h) => h.startsWith(w) || w.startsWith(h))).length;
          return { id: i.id, title: i.title, status: i.status, score: Math.round((hits / needle.size) * 100) / 100 };
        })
        .filter((s) => s.score >= 0.2)
        .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
        .slice(0, IDEA_LIMITS.similarMax);
      return HttpResponse.json(SimilarIdeasResponse.parse({ ideas }));
    }),
  ];
}
