import { AssignmentInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/assignment in review: hands the review (and the final decision) to another reviewer / decision maker. */
export const reassignReview = (ideaId: string, input: AssignmentInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/assignment'), { method: 'POST', body: AssignmentInput.parse(input) });

export const useReassignReview = (ideaId: string) =>
  useWorkflowMutation({ ideaId, request: (input: AssignmentInput) => reassignReview(ideaId, input), success: 'workflow.success.assigned' });
