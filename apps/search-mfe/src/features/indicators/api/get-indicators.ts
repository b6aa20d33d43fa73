import { IDEA_STATUSES, type IdeaListResponse, type IdeaStatus, type IdeaSummary } from '@idea-portal/contracts';
import { ideasApi, searchKeys, queryOptions, useQuery } from '@idea-portal/platform';

/** How many ideas the indicators read in one request (the list endpoint's upper limit). */
export const INDICATOR_LIMIT = 1000;

export interface Indicators {
  total: number;
  byStatus: { status: IdeaStatus; count: number }[];
  byCategory: { category: string | null; count: number }[];
  inProgress: number;
  /** Whole percentages of all ideas. */
  implementationRate: number;
  rejectionRate: number;
}

const IN_PROGRESS: IdeaStatus[] = ['first_assessment', 'review', 'implementation', 'final_decision'];
const IMPLEMENTED: IdeaStatus[] = ['implementation', 'completed'];

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Key indicators from the visible ideas; drafts are not submitted and do not count in the rates. */
export function computeIndicators(ideas: readonly IdeaSummary[]): Indicators {
  const byStatus = IDEA_STATUSES.map((status) => ({ status, count: ideas.filter((i) => i.status === status).length }));
  const categories = new Map<string | null, number>();
  for (const i of ideas) categories.set(i.category, (categories.get(i.category) ?? 0) + 1);
  const submitted = ideas.filter((i) => i.status !== 'draft').length;
  const count = (list: IdeaStatus[]) => ideas.filter((i) => list.includes(i.status)).length;
  return {
    total: ideas.length,
    byStatus,
    byCategory: [...categories].map(([category, n]) => ({ category, count: n })).sort((a, b) => b.count - a.count),
    inProgress: count(IN_PROGRESS),
    implementationRate: percent(count(IMPLEMENTED), submitted),
    rejectionRate: percent(count(['rejected']), submitted),
  };
}

export const indicatorsQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.indicators,
    queryFn: async ({ signal }) => {
      const res = await ideasApi.get<IdeaListResponse>('/ideas', { signal, query: { limit: INDICATOR_LIMIT } });
      return computeIndicators(res.ideas);
    },
  });

export function useIndicators() {
  return useQuery(indicatorsQueryOptions());
}
