import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** POST /ideas/{id}/contributors (a reason when an idea manager corrects them after the final decision). */
export const addContributor = (ideaId: string, userId: string, reason?: string) =>
  ideasApi.request(ideaPath(ideaId, '/contributors'), { method: 'POST', body: reason ? { userId, reason } : { userId } });

export function useAddContributor(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason?: string }) => addContributor(ideaId, userId, reason),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
