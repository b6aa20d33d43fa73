import { DecisionInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/decision: accepted or rejected, with a reason. */
export const decideIdea = (ideaId: string, input: DecisionInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/decision'), { method: 'POST', body: DecisionInput.parse(input) });

export const useDecideIdea = (ideaId: string) =>
  useWorkflowMutation({ ideaId, request: (input: DecisionInput) => decideIdea(ideaId, input), success: 'workflow.success.decided' });
