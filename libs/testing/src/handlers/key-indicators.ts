import { http, HttpResponse, type AnyHandler } from 'msw';
import { KeyIndicatorsQuery, KeyIndicatorsResponse, type Idea, type IdeaStatus } from '@idea-portal/contracts';
import { countByStatus, keyFiguresOf, SUBMITTED_STATUSES } from '@idea-portal/domain';
import { mockDb } from '../mock-db';
import { queryOf, validation, type UrlOf } from './http-utils';
import { visibleIdeas } from './idea-store';

/** The fixtures name an idea's category; its id comes from the categories. */
export const categoryIdOf = (i: Idea) => i.categoryId ?? mockDb.categories.find((c) => c.name === i.category)?.id ?? null;
/** The UTC day an idea counts on (`YYYY-MM-DD`). */
const dayOf = (i: Idea) => (i.submittedAt ?? i.createdAt).slice(0, 10);

/** The ideas grouped by a key, each group's figures by the rule of libs/domain (as the API's). */
function groups<K>(ideas: Idea[], keyOf: (i: Idea) => K) {
  const by = new Map<K, Idea[]>();
  for (const i of ideas) by.set(keyOf(i), [...(by.get(keyOf(i)) ?? []), i]);
  return [...by].map(([key, list]) => ({ key, figures: keyFiguresOf(countByStatus(list)) }));
}

/** The submitted ideas the caller may see, with the API's filters. */
export function keyIndicatorIdeas(q: KeyIndicatorsQuery): Idea[] {
  return visibleIdeas().filter(
    (i) =>
      i.status !== 'draft' &&
      (!q.from || dayOf(i) >= q.from) &&
      (!q.to || dayOf(i) <= q.to) &&
      (!q.organizationalUnitId || i.organizationalUnitId === q.organizationalUnitId) &&
      (!q.categoryId || categoryIdOf(i) === q.categoryId),
  );
}

/** The key indicators over the submitted ideas the caller may see, with the API's filters. */
export function keyIndicatorsFor(q: KeyIndicatorsQuery): KeyIndicatorsResponse {
  const ideas = keyIndicatorIdeas(q);
  const counts = countByStatus(ideas);
  const most = (a: { figures: { submitted: number } }, b: { figures: { submitted: number } }) => b.figures.submitted - a.figures.submitted;
  return KeyIndicatorsResponse.parse({
    figures: keyFiguresOf(counts),
    byStatus: SUBMITTED_STATUSES.map((status: IdeaStatus) => ({ status, count: counts[status] ?? 0 })),
    byCategory: groups(ideas, categoryIdOf)
      .map(({ key, figures }) => {
        const c = mockDb.categories.find((x) => x.id === key);
        return { category: c ? { id: c.id, name: c.name, nameDe: c.nameDe ?? null } : null, figures };
      })
      .sort(most),
    byUnit: groups(ideas, (i) => i.organizationalUnitId)
      .map(({ key, figures }) => {
        const u = mockDb.units.find((x) => x.id === key);
        return { unit: u ? { id: u.id, name: u.name } : null, figures };
      })
      .sort(most),
    byMonth: groups(ideas, (i) => dayOf(i).slice(0, 7))
      .sort((a, b) => a.key.localeCompare(b.key))
      .map(({ key, figures }) => ({ month: key, figures })),
  });
}

/** GET /key-indicators. */
export function createKeyIndicatorHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/key-indicators'), ({ request }) => {
      const parsed = KeyIndicatorsQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      return HttpResponse.json(keyIndicatorsFor(parsed.data));
    }),
  ];
}
