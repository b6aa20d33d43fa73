import { CompleteInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/completion: completes an accepted idea; the realised savings are recorded for the bonus. */
export const completeIdea = (ideaId: string, input: CompleteInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/completion'), { method: 'POST', body: CompleteInput.parse(input) });

export const useCompleteIdea = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: CompleteInput) => completeIdea(ideaId, input),
    success: 'workflow.success.completed',
    // Above the threshold the idea stays accepted until a second person confirms.
    successFor: (result) => (result.status === 'completed' ? 'workflow.success.completed' : 'workflow.success.completionRequested'),
  });
