import { type IdeaWorkflow, PostponeInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/review/postponement: reason category and follow-up date. */
export const postponeReview = (ideaId: string, input: PostponeInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/review/postponement'), { method: 'POST', body: PostponeInput.parse(input) });

export const usePostponeReview = (ideaId: string) =>
  useWorkflowMutation({ ideaId, request: (input: PostponeInput) => postponeReview(ideaId, input), success: 'workflow.success.postponed' });
