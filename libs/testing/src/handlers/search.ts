import { http, HttpResponse, type AnyHandler } from 'msw';
import {
  SEARCH_MATCH_FIELDS,
  SUBMITTED_RANGES,
  SearchIdeasQuery,
  searchWords,
  type FacetBucket,
  type HighlightPart,
  type Idea,
  type SearchHit,
  type SearchIdeasQuery as Query,
  type SearchMatchField,
  type SubmittedRange,
} from '@idea-portal/contracts';
import { mockDb } from '../mock-db';
import { validation, type UrlOf } from './http-utils';
import { visibleIdeas } from './idea-store';


/** The query string with repeated parameters as lists (as Fastify parses it). */
function queryOf(request: Request): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URL(request.url).searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v];
  }
  return out;
}

/** Lower case without accents, as the database's unaccent does. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const wordsOf = (s: string) => fold(s).match(/[\p{L}\p{N}]+/gu) ?? [];

/** The fixtures name an idea's category; its id comes from the categories. */
const categoryIdOf = (i: Idea) => i.categoryId ?? mockDb.categories.find((c) => c.name === i.category)?.id ?? null;
const unitName = (id: string | null) => (id ? (mockDb.units.find((u) => u.id === id)?.name ?? id) : null);
const at = (i: Idea) => i.submittedAt ?? i.createdAt;
const DAY = 86_400_000;
function inRange(i: Idea, r: SubmittedRange): boolean {
  const age = Date.now() - Date.parse(at(i));
  return r === 'older' ? age > 365 * DAY : age <= { '7d': 7, '30d': 30, '365d': 365 }[r] * DAY;
}

/** Whether a word of `text` starts with one of the query words. */
const found = (text: string, words: string[]) => words.some((w) => wordsOf(text).some((t) => t.startsWith(w)));

/** The texts of SEARCH_MATCH_FIELDS of an idea. */
function fieldTexts(i: Idea): Record<SearchMatchField, string> {
  return {
    category: i.category ?? '',
    tags: i.tags.join(' '),
    submitter: i.submitterName,
    contributors: i.contributors.map((c) => c.name).join(' '),
    location: i.location ?? '',
    unit: unitName(i.organizationalUnitId) ?? '',
  };
}

/** Every query word is the start of a word of the idea (a fake of stemming and prefix matching). */
function score(i: Idea, words: string[]): number {
  const f = fieldTexts(i);
  const fields: [string, number][] = [
    [i.title, 4],
    [`${f.category} ${f.tags}`, 2],
    [`${i.description} ${i.solution}`, 1],
    [`${f.submitter} ${f.contributors} ${f.location} ${f.unit}`, 1],
  ];
  let total = 0;
  for (const w of words) {
    const hit = fields.reduce((best, [text, weight]) => (found(text, [w]) ? Math.max(best, weight) : best), 0);
    if (!hit) return 0;
    total += hit;
  }
  return total;
}

/** The other fields (SEARCH_MATCH_FIELDS order) with a word starting with a query word. */
function matchedFields(i: Idea, words: string[]): SearchMatchField[] {
  const text = fieldTexts(i);
  return SEARCH_MATCH_FIELDS.filter((f) => found(text[f], words));
}

/** Splits `text` at words starting with a query word. */
function mark(text: string, words: string[]): HighlightPart[] {
  const parts: HighlightPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const match = words.length > 0 && /[\p{L}\p{N}]/u.test(piece) && words.some((w) => fold(piece).startsWith(w));
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}

function facet(ideas: Idea[], key: (i: Idea) => string | null, label: (v: string) => string = (v) => v): FacetBucket[] {
  const counts = new Map<string, number>();
  for (const i of ideas) {
    const v = key(i);
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, label: label(value), count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** GET /search/ideas as the API answers it: visible ideas, every word matched, facets without their own filter. */
export function createSearchHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/search/ideas'), ({ request }) => {
      const parsed = SearchIdeasQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const q: Query = parsed.data;
      const words = searchWords(q.q).map(fold);
      const scored = visibleIdeas()
        .map((idea) => ({ idea, score: words.length ? score(idea, words) : 0 }))
        .filter((s) => !words.length || s.score > 0);
      const keep = {
        status: (i: Idea) => !q.status?.length || q.status.includes(i.status),
        category: (i: Idea) => !q.category?.length || q.category.includes(categoryIdOf(i) ?? ''),
        location: (i: Idea) => !q.location?.length || q.location.includes(i.location ?? ''),
        unit: (i: Idea) => !q.unit?.length || q.unit.includes(i.organizationalUnitId ?? ''),
        submitted: (i: Idea) => !q.submitted || inRange(i, q.submitted),
      };
      const except = (name: keyof typeof keep) => scored.map((s) => s.idea).filter((i) => Object.entries(keep).every(([k, f]) => k === name || f(i)));
      const results = scored.filter((s) => Object.values(keep).every((f) => f(s.idea)));
      const sort = q.sort ?? (words.length ? 'relevance' : 'date');
      results.sort(
        (a, b) =>
          (sort === 'relevance' ? b.score - a.score : 0) || (sort === 'likes' ? b.idea.likes - a.idea.likes : 0) || at(b.idea).localeCompare(at(a.idea)) || b.idea.id.localeCompare(a.idea.id),
      );
      const offset = q.cursor ? Number(q.cursor) : 0;
      const page = results.slice(offset, offset + q.limit);
      const categoryName = (id: string) => mockDb.categories.find((c) => c.id === id)?.name ?? id;
      const submittedBase = except('submitted');
      const items: SearchHit[] = page.map(({ idea, score: s }) => {
        const categoryId = categoryIdOf(idea);
        return {
          id: idea.id,
          title: idea.title,
          status: idea.status,
          category: categoryId ? { id: categoryId, name: idea.category ?? categoryName(categoryId) } : null,
          submitter: { id: idea.submitterId, name: idea.submitterName },
          location: idea.location,
          unit: idea.organizationalUnitId ? { id: idea.organizationalUnitId, name: unitName(idea.organizationalUnitId)! } : null,
          likes: idea.likes,
          submittedAt: idea.submittedAt,
          createdAt: idea.createdAt,
          score: s,
          highlights: { title: mark(idea.title, words), snippet: mark(idea.description.slice(0, 220), words), fields: matchedFields(idea, words) },
        };
      });
      return HttpResponse.json({
        items,
        total: results.length,
        facets: {
          status: facet(except('status'), (i) => i.status),
          category: facet(except('category'), categoryIdOf, categoryName),
          location: facet(except('location'), (i) => i.location),
          unit: facet(except('unit'), (i) => i.organizationalUnitId, (v) => unitName(v) ?? v),
          submitted: SUBMITTED_RANGES.map((r) => ({ value: r, label: r, count: submittedBase.filter((i) => inRange(i, r)).length })),
        },
        nextCursor: offset + page.length < results.length ? String(offset + page.length) : null,
      });
    }),
  ];
}
