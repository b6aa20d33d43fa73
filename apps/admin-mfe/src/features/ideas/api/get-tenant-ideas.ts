import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { IdeaListResponse, type IdeaStatus } from '@idea-portal/contracts';
import { ideasApi, adminKeys } from '@idea-portal/platform';

/** GET /ideas for the whole tenant (admins see every idea), newest first, cursor paging. */
export const tenantIdeasQueryOptions = (status: IdeaStatus | null) =>
  infiniteQueryOptions({
    queryKey: adminKeys.ideasTable(status),
    queryFn: ({ pageParam, signal }) =>
      ideasApi.get('/ideas', IdeaListResponse, {
        signal,
        query: { limit: 50, sort: 'createdAt:desc', status: status ?? undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });

export function useTenantIdeas(status: IdeaStatus | null) {
  return useInfiniteQuery(tenantIdeasQueryOptions(status));
}
