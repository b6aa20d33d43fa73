import { ExpertOpinionInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/expert-opinions/{opinionId}: the asked expert writes the comment. */
export const giveExpertOpinion = (ideaId: string, opinionId: string, input: ExpertOpinionInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, `/expert-opinions/${encodeURIComponent(opinionId)}`), {
    method: 'POST',
    body: ExpertOpinionInput.parse(input),
  });

export const useGiveExpertOpinion = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: ({ opinionId, ...input }: ExpertOpinionInput & { opinionId: string }) => giveExpertOpinion(ideaId, opinionId, input),
    success: 'workflow.success.opinionGiven',
  });
