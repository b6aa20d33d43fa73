import type { RevisionAnswerInput, RevisionRequest } from '@idea-portal/contracts';
import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

/** POST /ideas/{id}/revision-requests/{requestId}/answer: the assessor, an idea manager or ADMIN answers. */
export const answerRevisionRequest = (ideaId: string, requestId: string, input: RevisionAnswerInput) =>
  ideasApi.request<RevisionRequest>(ideaPath(ideaId, `/revision-requests/${encodeURIComponent(requestId)}/answer`), { method: 'POST', body: input });

/**
 * Answers and refreshes the requests (the answer with who and when), the idea's history and what
 * other remotes show of it (the answerRevisionRequest task, the author's notification).
 */
export function useAnswerRevisionRequest(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, ...input }: RevisionAnswerInput & { requestId: string }) => answerRevisionRequest(ideaId, requestId, input),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
