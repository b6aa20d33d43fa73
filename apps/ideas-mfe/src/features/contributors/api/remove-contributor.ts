import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** DELETE /ideas/{id}/contributors/{userId}. */
export const removeContributor = (ideaId: string, userId: string) =>
  ideasApi.request(ideaPath(ideaId, `/contributors/${encodeURIComponent(userId)}`), { method: 'DELETE' });

export function useRemoveContributor(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeContributor(ideaId, userId),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
