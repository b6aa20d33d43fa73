import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** DELETE /ideas/{id}/contributors/{userId} (the body carries the reason of an idea manager's correction). */
export const removeContributor = (ideaId: string, userId: string, reason?: string) =>
  ideasApi.request(ideaPath(ideaId, `/contributors/${encodeURIComponent(userId)}`), { method: 'DELETE', ...(reason ? { body: { reason } } : {}) });

export function useRemoveContributor(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason?: string }) => removeContributor(ideaId, userId, reason),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
