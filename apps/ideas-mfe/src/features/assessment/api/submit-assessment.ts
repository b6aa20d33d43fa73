import { AssessmentSubmitInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

export { AssessmentSubmitInput };

/** POST /ideas/{id}/assessment/submit: an invalid idea is rejected, else it stays or goes to review. */
export const submitAssessment = (ideaId: string, input: AssessmentSubmitInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/assessment/submit'), { method: 'POST', body: AssessmentSubmitInput.parse(input) });

export const useSubmitAssessment = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: AssessmentSubmitInput) => submitAssessment(ideaId, input),
    success: 'workflow.success.assessmentSubmitted',
    successFor: (result) => (result.status === 'rejected' ? 'workflow.success.rejected' : 'workflow.success.assessmentSubmitted'),
  });
