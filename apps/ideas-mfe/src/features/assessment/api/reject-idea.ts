import { type IdeaWorkflow, RejectInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/rejection: 'Reject Idea' in first assessment (confirmed first, cannot be undone). */
export const rejectIdea = (ideaId: string, input: RejectInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/rejection'), { method: 'POST', body: RejectInput.parse(input) });

export const useRejectIdea = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: RejectInput) => rejectIdea(ideaId, input),
    success: 'workflow.success.rejected',
    errorKey: 'workflow.error.reject',
    errorTitleKey: 'workflow.error.rejectTitle',
  });
