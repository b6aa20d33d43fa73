import type { FollowResponse, FollowingIdeasResponse } from '@idea-portal/contracts';
import { ideasApi, useCurrentUser, ideasKeys, myPageKeys, useMutation, useQueryClient } from '@idea-portal/platform';
import { followingIdeasQueryOptions } from '../../../shared/api/following-ideas';

/** DELETE /ideas/{id}/follow (idempotent). */
export const unfollowIdea = (ideaId: string) =>
  ideasApi.request<FollowResponse>(`/ideas/${encodeURIComponent(ideaId)}/follow`, { method: 'DELETE' });

/**
 * Unwatch: the idea leaves the cached watchlist at once (My Page, summary count and this page
 * read the same query), then the watchlist and the idea's detail (ideas remote) are refetched.
 */
export function useUnfollowIdea() {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const userId = me.data?.profile.id ?? '';
  return useMutation({
    mutationFn: unfollowIdea,
    onSuccess: async (_answer, ideaId) => {
      const { queryKey } = followingIdeasQueryOptions(userId);
      queryClient.setQueryData<FollowingIdeasResponse>(queryKey, (old) => old?.filter((i) => i.id !== ideaId));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myPageKeys.followingAll }),
        queryClient.invalidateQueries({ queryKey: ideasKeys.detail(ideaId) }),
      ]);
    },
  });
}
