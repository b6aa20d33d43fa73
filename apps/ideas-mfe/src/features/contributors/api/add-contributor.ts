import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** POST /ideas/{id}/contributors. */
export const addContributor = (ideaId: string, userId: string) =>
  ideasApi.request(ideaPath(ideaId, '/contributors'), { method: 'POST', body: { userId } });

export function useAddContributor(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addContributor(ideaId, userId),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
