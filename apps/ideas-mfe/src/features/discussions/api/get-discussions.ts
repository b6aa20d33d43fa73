import type { IdeaListResponse } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, infiniteQueryOptions, useInfiniteQuery } from '@idea-portal/platform';

/** Discussions: the ideas with the most recent activity (sorted by updatedAt, newest first). */
export const discussionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ideasKeys.discussions,
    queryFn: ({ pageParam, signal }) =>
      ideasApi.get<IdeaListResponse>('/ideas', {
        signal,
        query: { limit: 20, sort: 'updatedAt:desc', cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });

export function useDiscussions() {
  return useInfiniteQuery(discussionsQueryOptions());
}
