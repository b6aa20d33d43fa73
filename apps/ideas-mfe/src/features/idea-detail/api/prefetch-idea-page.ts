import { useQueryClient } from '@idea-portal/platform';
import { ideaQueryOptions } from '../../../shared/api/get-idea';
import { workflowQueryOptions } from '../../../shared/workflow/get-workflow';
import { commentsQueryOptions } from '../../comments/api/get-comments';

/**
 * The idea page's data: the idea, its workflow and its comments, asked for together. The route
 * (routes.tsx) calls it while the page's code is still loading, so the answers arrive with the
 * code instead of after it. It asks while rendering: an effect would wait for the page's code,
 * because React commits nothing of a tree that is still suspended. Only what was never asked for
 * is asked for, so rendering again sends nothing.
 */
export function usePrefetchIdeaPage(ideaId: string | undefined) {
  const queryClient = useQueryClient();
  const id = ideaId?.trim();
  if (!id) return;
  const unasked = (queryKey: readonly unknown[]) => !queryClient.getQueryState(queryKey);
  const idea = ideaQueryOptions(id);
  const workflow = workflowQueryOptions(id);
  const comments = commentsQueryOptions(id);
  if (unasked(idea.queryKey)) void queryClient.prefetchQuery(idea);
  if (unasked(workflow.queryKey)) void queryClient.prefetchQuery(workflow);
  if (unasked(comments.queryKey)) void queryClient.prefetchQuery(comments);
}
