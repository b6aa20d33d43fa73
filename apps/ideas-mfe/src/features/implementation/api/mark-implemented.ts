import { type IdeaWorkflow, MarkImplementedInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/implementation/done: the idea moves on to the final decision. */
export const markImplemented = (ideaId: string, input: MarkImplementedInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/implementation/done'), { method: 'POST', body: MarkImplementedInput.parse(input) });

export const useMarkImplemented = (ideaId: string) =>
  useWorkflowMutation({ ideaId, request: (input: MarkImplementedInput) => markImplemented(ideaId, input), success: 'workflow.success.implemented' });
