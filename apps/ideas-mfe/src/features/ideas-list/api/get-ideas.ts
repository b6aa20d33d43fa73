import { type IdeaListResponse, IDEA_STATUSES, type IdeaStatus } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, infiniteQueryOptions, useInfiniteQuery } from '@idea-portal/platform';

export const IDEA_SORTS = ['updatedAt:desc', 'updatedAt:asc', 'createdAt:desc', 'createdAt:asc', 'title:asc'] as const;
export type IdeaSortValue = (typeof IDEA_SORTS)[number];

export interface IdeaListFilters {
  status: IdeaStatus[];
  category: string | null;
  sort: IdeaSortValue;
  q: string;
}

export const PAGE_SIZE = 20;

/** GET /ideas with the list filters and a cursor; parsed with the contract. */
export function getIdeas(filters: IdeaListFilters, cursor: string | null, signal?: AbortSignal) {
  return ideasApi.get<IdeaListResponse>('/ideas', {
    signal,
    query: {
      limit: PAGE_SIZE,
      cursor: cursor ?? undefined,
      status: filters.status.length ? filters.status.join(',') : undefined,
      category: filters.category ?? undefined,
      sort: filters.sort,
      q: filters.q.trim() || undefined,
    },
  });
}

export const ideasListQueryOptions = (filters: IdeaListFilters) =>
  infiniteQueryOptions({
    queryKey: ideasKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getIdeas(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });

export function useIdeas(filters: IdeaListFilters) {
  return useInfiniteQuery(ideasListQueryOptions(filters));
}

export const isIdeaStatus = (s: string): s is IdeaStatus => (IDEA_STATUSES as readonly string[]).includes(s);
