import { type SearchIdeasResponse, searchQueryString, type SearchQuery } from '@idea-portal/contracts';
import { ideasApi, searchKeys, keepPreviousData, useInfiniteQuery } from '@idea-portal/platform';

export const SEARCH_PAGE_SIZE = 20;

/** GET /search/ideas for a search state, page by page (`nextCursor`). */
export function useIdeaSearch(query: SearchQuery, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...searchKeys.all, 'ideas', query] as const,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      ideasApi.get<SearchIdeasResponse>(`/search/ideas?${searchQueryString({ ...query, limit: SEARCH_PAGE_SIZE, cursor: pageParam })}`, { signal }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While typing, the previous results stay until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
