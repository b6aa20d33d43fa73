import { ConfirmCompletionInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/completion/confirmation: a second person confirms a completion above the threshold. */
export const confirmCompletion = (ideaId: string, input: ConfirmCompletionInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/completion/confirmation'), { method: 'POST', body: ConfirmCompletionInput.parse(input) });

export const useConfirmCompletion = (ideaId: string) =>
  useWorkflowMutation({ ideaId, request: (input: ConfirmCompletionInput) => confirmCompletion(ideaId, input), success: 'workflow.success.completionConfirmed' });
