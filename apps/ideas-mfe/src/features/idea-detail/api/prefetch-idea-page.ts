import { useEffect } from 'react';
import { useQueryClient } from '@idea-portal/platform';
import { ideaQueryOptions } from '../../../shared/api/get-idea';
import { workflowQueryOptions } from '../../../shared/workflow/get-workflow';
import { commentsQueryOptions } from '../../comments/api/get-comments';

/**
 * The idea page's data: the idea, its workflow and its comments, asked for together. The route
 * (routes.tsx) calls it while the page's code is still loading, so the answers arrive with the
 * code instead of after it.
 */
export function usePrefetchIdeaPage(ideaId: string | undefined) {
  const queryClient = useQueryClient();
  const id = ideaId?.trim();
  useEffect(() => {
    if (!id) return;
    void queryClient.prefetchQuery(ideaQueryOptions(id));
    void queryClient.prefetchQuery(workflowQueryOptions(id));
    void queryClient.prefetchQuery(commentsQueryOptions(id));
  }, [id, queryClient]);
}
