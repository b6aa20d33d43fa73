import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** DELETE /ideas/{id}?version= : a draft, by its submitter or an admin (409 when changed meanwhile). */
export const deleteDraft = (ideaId: string, version: number) =>
  ideasApi.request(`${ideaPath(ideaId)}?version=${version}`, { method: 'DELETE' });

export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ideaId, version }: { ideaId: string; version: number }) => deleteDraft(ideaId, version),
    // Not awaited: the page leaves at once instead of refetching the deleted draft first.
    onSuccess: () => void invalidateIdeas(queryClient),
  });
}
