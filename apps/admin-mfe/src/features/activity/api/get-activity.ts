import type { ActivityResponse } from '@idea-portal/contracts';
import { ideasApi, adminKeys, keepPreviousData, queryOptions, useQuery } from '@idea-portal/platform';

export const ACTIVITY_PAGE_SIZE = 20;

/** GET /admin/activity: the tenant's history entries, newest first, paged. */
export const activityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.activity(page),
    queryFn: ({ signal }) => ideasApi.get<ActivityResponse>('/admin/activity', { signal, query: { page, pageSize: ACTIVITY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useActivity(page: number) {
  return useQuery(activityQueryOptions(page));
}
