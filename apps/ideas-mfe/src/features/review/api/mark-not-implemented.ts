import { type IdeaWorkflow, NotImplementedInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/not-implemented: 'Idea will not be implemented' (confirmed, irreversible). */
export const markNotImplemented = (ideaId: string, input: NotImplementedInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/not-implemented'), { method: 'POST', body: NotImplementedInput.parse(input) });

export const useMarkNotImplemented = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: NotImplementedInput) => markNotImplemented(ideaId, input),
    success: 'workflow.success.notImplemented',
    errorKey: 'workflow.error.reject',
    errorTitleKey: 'workflow.error.rejectTitle',
  });
