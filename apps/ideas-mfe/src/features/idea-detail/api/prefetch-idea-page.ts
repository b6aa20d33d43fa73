import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@idea-portal/platform';
import { ideaQueryOptions } from '../../../shared/api/get-idea';
import { workflowQueryOptions } from '../../../shared/workflow/get-workflow';
import { commentsQueryOptions } from '../../../shared/api/get-comments';

/**
 * The idea page's data: the idea, its workflow and its comments, asked for together; resolves when
 * all three answered (or failed: the page shows the failure). Only what was never asked for is
 * asked for, so asking again sends nothing. The route's preload (routes.tsx) calls it for the
 * first page before the shell's first render, which then shows the idea at once.
 */
export async function prefetchIdeaPage(queryClient: QueryClient, ideaId: string | undefined): Promise<void> {
  const id = ideaId?.trim();
  if (!id) return;
  const unasked = (queryKey: readonly unknown[]) => !queryClient.getQueryState(queryKey);
  const idea = ideaQueryOptions(id);
  const workflow = workflowQueryOptions(id);
  const comments = commentsQueryOptions(id);
  await Promise.all([
    unasked(idea.queryKey) && queryClient.prefetchQuery(idea),
    unasked(workflow.queryKey) && queryClient.prefetchQuery(workflow),
    unasked(comments.queryKey) && queryClient.prefetchQuery(comments),
  ]);
}

/**
 * The same from the route while the page's code is still loading (a click from the list), so the
 * answers arrive with the code instead of after it. It asks while rendering: an effect would wait
 * for the page's code, because React commits nothing of a tree that is still suspended.
 */
export function usePrefetchIdeaPage(ideaId: string | undefined) {
  void prefetchIdeaPage(useQueryClient(), ideaId);
}
