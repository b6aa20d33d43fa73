import type { RevisionRequest, RevisionRequestInput } from '@idea-portal/contracts';
import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** POST /ideas/{id}/revision-requests: asks for a change once the idea is no longer editable. */
export const requestRevision = (ideaId: string, input: RevisionRequestInput) =>
  ideasApi.request<RevisionRequest>(ideaPath(ideaId, '/revision-requests'), { method: 'POST', body: input });

export function useRequestRevision(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RevisionRequestInput) => requestRevision(ideaId, input),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
