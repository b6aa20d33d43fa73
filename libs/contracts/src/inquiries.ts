import { z } from 'zod';
import { IsoDate } from './common';
import { Version } from './internal/workflow-fields';
import { msg, objectError } from './internal/workflow-zod';
import { WORKFLOW_LIMITS } from './workflow-values';
import { WorkflowUser } from './workflow-vocabulary';

/** Inquiries: questions to the submitter during the assessment and their answers. */

/** An assessor or reviewer asks the submitter a question. */
export const InquiryInput = z.strictObject(
  {
    question: z.string(msg('validation.questionRequired')).trim().min(1, msg('validation.questionRequired')).max(WORKFLOW_LIMITS.reasonMax, msg('validation.reasonTooLong')),
    version: Version,
  },
  objectError,
);
export type InquiryInput = z.infer<typeof InquiryInput>;

/** The submitter (or a contributor) answers the open question. */
export const InquiryAnswerInput = z.strictObject(
  {
    answer: z.string(msg('validation.answerRequired')).trim().min(1, msg('validation.answerRequired')).max(WORKFLOW_LIMITS.textMax, msg('validation.textTooLong')),
    version: Version,
  },
  objectError,
);
export type InquiryAnswerInput = z.infer<typeof InquiryAnswerInput>;

/** One question and its answer; the thread is oldest first. */
export const Inquiry = z.object({
  id: z.string(),
  question: z.string(),
  askedBy: WorkflowUser.nullable(),
  askedAt: IsoDate,
  answer: z.string().nullable(),
  answeredBy: WorkflowUser.nullable(),
  answeredAt: IsoDate.nullable(),
});
export type Inquiry = z.infer<typeof Inquiry>;
