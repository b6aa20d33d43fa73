import type { NotificationReadResponse } from '@idea-portal/contracts';
import { ideasApi, myPageKeys, useMutation, useQueryClient } from '@idea-portal/platform';

/** POST /notifications/{id}/read: read on every device of the person. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => ideasApi.request<NotificationReadResponse>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPageKeys.notifications }),
  });
}

/** POST /notifications/read-all: "mark all as read". */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => ideasApi.request<NotificationReadResponse>('/notifications/read-all', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPageKeys.notifications }),
  });
}
