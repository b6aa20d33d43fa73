import type { NotificationListResponse } from '@idea-portal/contracts';
import { ideasApi, myPageKeys, queryOptions, useQuery } from '@idea-portal/platform';

/** GET /notifications: the newest notifications and how many of all of them are unread. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: myPageKeys.notifications,
    queryFn: ({ signal }) => ideasApi.get<NotificationListResponse>('/notifications', { signal }),
  });

export function useNotificationsQuery() {
  return useQuery(notificationsQueryOptions());
}
