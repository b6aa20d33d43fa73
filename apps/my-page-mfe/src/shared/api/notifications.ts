import type { NotificationListResponse } from '@idea-portal/contracts';
import { ideasApi, myPageKeys, queryOptions, useQuery } from '@idea-portal/platform';

/** GET /notifications: per idea of the caller with history, its latest status change. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: myPageKeys.notifications,
    queryFn: async ({ signal }) => (await ideasApi.get<NotificationListResponse>('/notifications', { signal })).notifications,
  });

export function useNotificationsQuery() {
  return useQuery(notificationsQueryOptions());
}
