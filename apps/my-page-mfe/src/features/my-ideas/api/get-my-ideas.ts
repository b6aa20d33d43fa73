import type { MyIdeasResponse } from '@idea-portal/contracts';
import { usersApi, myPageKeys, infiniteQueryOptions, useInfiniteQuery } from '@idea-portal/platform';

export const MY_IDEAS_PAGE_SIZE = 20;

/** GET /users/my-ideas, paged with the API's cursor; "Load More Ideas" while hasMore. */
export const myIdeasQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: myPageKeys.myIdeasList,
    queryFn: ({ pageParam, signal }) =>
      usersApi.get<MyIdeasResponse>('/users/my-ideas', {
        signal,
        query: { limit: MY_IDEAS_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : null),
  });

export function useMyIdeas() {
  return useInfiniteQuery(myIdeasQueryOptions());
}

/** One item per IdeaId, whatever the pages repeat. */
export function uniqueByIdeaId<T extends { IdeaId: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => (seen.has(i.IdeaId) ? false : (seen.add(i.IdeaId), true)));
}
