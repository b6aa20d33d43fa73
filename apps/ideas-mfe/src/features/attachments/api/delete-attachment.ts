import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** DELETE /ideas/{id}/attachments/{attachmentId}. */
export const deleteAttachment = (ideaId: string, attachmentId: string) =>
  ideasApi.request(ideaPath(ideaId, `/attachments/${encodeURIComponent(attachmentId)}`), { method: 'DELETE' });

export function useDeleteAttachment(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => deleteAttachment(ideaId, attachmentId),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
