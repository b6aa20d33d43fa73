import { queryOptions, useQuery } from '@tanstack/react-query';
import { IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';

/** Query keys of the workflow; they start with 'ideas' so any idea invalidation refreshes them. */
export const workflowKeys = {
  detail: (ideaId: string) => ['ideas', 'workflow', ideaId] as const,
};

export const workflowPath = (ideaId: string, rest = '') => `/ideas/${encodeURIComponent(ideaId)}${rest}`;

/** GET /ideas/{id}/workflow: the whole case (assessment, inquiries, review, opinions, implementation, decision) for the caller. */
export const getWorkflow = (ideaId: string, signal?: AbortSignal) => ideasApi.get(workflowPath(ideaId, '/workflow'), IdeaWorkflow, { signal });

export const workflowQueryOptions = (ideaId: string) =>
  queryOptions({ queryKey: workflowKeys.detail(ideaId), queryFn: ({ signal }) => getWorkflow(ideaId, signal) });

export function useWorkflow(ideaId: string | undefined) {
  return useQuery({ ...workflowQueryOptions(ideaId ?? ''), enabled: !!ideaId });
}
