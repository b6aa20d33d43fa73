import type { Comment, CommentInput } from '@idea-portal/contracts';
import { ideasApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from './idea-path';

/** POST /ideas/{id}/comments: a comment or, with `parentId`, a reply. */
export const createComment = (ideaId: string, input: CommentInput) =>
  ideasApi.request<Comment>(ideaPath(ideaId, '/comments'), { method: 'POST', body: input });

/** Posts and refreshes the thread, the idea's counts and what other remotes show of it. */
export function useCreateComment(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => createComment(ideaId, input),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}
