import type { IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, queryOptions, useQuery } from '@idea-portal/platform';

export const workflowPath = (ideaId: string, rest = '') => `/ideas/${encodeURIComponent(ideaId)}${rest}`;

/** GET /ideas/{id}/workflow: the whole case (assessment, inquiries, review, opinions, implementation, decision) for the caller. */
export const getWorkflow = (ideaId: string, signal?: AbortSignal) => ideasApi.get<IdeaWorkflow>(workflowPath(ideaId, '/workflow'), { signal });

export const workflowQueryOptions = (ideaId: string) =>
  queryOptions({ queryKey: ideasKeys.workflow(ideaId), queryFn: ({ signal }) => getWorkflow(ideaId, signal) });

export function useWorkflow(ideaId: string | undefined) {
  return useQuery({ ...workflowQueryOptions(ideaId ?? ''), enabled: !!ideaId });
}
