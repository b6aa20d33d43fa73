import type { IdeaListResponse, IdeaStatus } from '@idea-portal/contracts';
import { ideasApi, adminKeys, infiniteQueryOptions, useInfiniteQuery } from '@idea-portal/platform';

/** GET /ideas for the whole tenant (admins see every idea), newest first, cursor paging; optionally one unit's. */
export const tenantIdeasQueryOptions = (status: IdeaStatus | null, unit: string | null = null) =>
  infiniteQueryOptions({
    queryKey: adminKeys.ideasTable(status, unit),
    queryFn: ({ pageParam, signal }) =>
      ideasApi.get<IdeaListResponse>('/ideas', {
        signal,
        query: { limit: 50, sort: 'createdAt:desc', status: status ?? undefined, organizationalUnitId: unit ?? undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore ? last.nextCursor : null),
  });

export function useTenantIdeas(status: IdeaStatus | null, unit: string | null = null) {
  return useInfiniteQuery(tenantIdeasQueryOptions(status, unit));
}
