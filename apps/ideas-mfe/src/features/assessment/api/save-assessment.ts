import { AssessmentSaveInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** PUT /ideas/{id}/assessment: saves the form without moving the idea. */
export const saveAssessment = (ideaId: string, input: AssessmentSaveInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/assessment'), { method: 'PUT', body: AssessmentSaveInput.parse(input) });

/** Only the classification changed: 'Classifications updated successfully', else 'Assessment saved successfully'. */
export const useSaveAssessment = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: AssessmentSaveInput) => saveAssessment(ideaId, input),
    success: 'workflow.success.assessmentSaved',
    successFor: (_result, input) =>
      Object.keys(input).every((k) => k === 'classification' || k === 'version') ? 'workflow.success.classificationsUpdated' : 'workflow.success.assessmentSaved',
  });
