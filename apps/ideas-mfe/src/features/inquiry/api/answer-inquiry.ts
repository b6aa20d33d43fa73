import { type IdeaWorkflow, InquiryAnswerInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** POST /ideas/{id}/inquiries/{inquiryId}/answer: the submitter (or a contributor) answers. */
export const answerInquiry = (ideaId: string, inquiryId: string, input: InquiryAnswerInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, `/inquiries/${encodeURIComponent(inquiryId)}/answer`), {
    method: 'POST',
    body: InquiryAnswerInput.parse(input),
  });

export const useAnswerInquiry = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: ({ inquiryId, ...input }: InquiryAnswerInput & { inquiryId: string }) => answerInquiry(ideaId, inquiryId, input),
    success: 'workflow.success.inquiryAnswered',
  });
