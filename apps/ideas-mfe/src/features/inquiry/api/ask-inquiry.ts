import { type IdeaWorkflow, InquiryInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/inquiries: an assessor or reviewer asks the submitter a question. */
export const askInquiry = (ideaId: string, input: InquiryInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/inquiries'), { method: 'POST', body: InquiryInput.parse(input) });

export const useAskInquiry = (ideaId: string) =>
  useWorkflowMutation({ ideaId, request: (input: InquiryInput) => askInquiry(ideaId, input), success: 'workflow.success.inquirySent' });
