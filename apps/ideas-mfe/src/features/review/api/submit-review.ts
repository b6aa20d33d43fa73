import { type IdeaWorkflow, ReviewInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/review: approve -> implementation, request changes -> first assessment, reject (with a reason) -> rejected. */
export const submitReview = (ideaId: string, input: ReviewInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/review'), { method: 'POST', body: ReviewInput.parse(input) });

export const useSubmitReview = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: ReviewInput) => submitReview(ideaId, input),
    success: 'workflow.success.reviewSubmitted',
    successFor: (result) => (result.status === 'rejected' ? 'workflow.success.rejected' : 'workflow.success.reviewSubmitted'),
  });
