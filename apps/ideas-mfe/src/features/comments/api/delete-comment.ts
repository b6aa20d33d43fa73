import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** DELETE /ideas/{id}/comments/{commentId}. */
export const deleteComment = (ideaId: string, commentId: string) =>
  ideasApi.request(ideaPath(ideaId, `/comments/${encodeURIComponent(commentId)}`), { method: 'DELETE' });

export function useDeleteComment(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(ideaId, commentId),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
