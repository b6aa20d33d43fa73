import type { FollowResponse } from '@idea-portal/contracts';
import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from './idea-path';

/** PUT (follow) or DELETE (unfollow) /ideas/{id}/follow. */
export const setFollow = (ideaId: string, follow: boolean) =>
  ideasApi.request<FollowResponse>(ideaPath(ideaId, '/follow'), { method: follow ? 'PUT' : 'DELETE' });

/** Follow / unfollow; the caller decides the toasts. Refreshes the idea and the watchlist. */
export function useFollowIdea(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollow(ideaId, follow),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
