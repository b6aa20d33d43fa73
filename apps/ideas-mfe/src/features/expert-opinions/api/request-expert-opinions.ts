import { ExpertOpinionRequestInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/expert-opinions: the reviewer asks one or more experts; each gets a task. */
export const requestExpertOpinions = (ideaId: string, input: ExpertOpinionRequestInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/expert-opinions'), { method: 'POST', body: ExpertOpinionRequestInput.parse(input) });

export const useRequestExpertOpinions = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: ExpertOpinionRequestInput) => requestExpertOpinions(ideaId, input),
    success: 'workflow.success.expertsRequested',
  });
