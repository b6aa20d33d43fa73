import { z } from 'zod';
import { Id, IsoDate } from './common';
import { Text, Version } from './internal/workflow-fields';
import { msg, objectError } from './internal/workflow-zod';
import { WORKFLOW_LIMITS } from './workflow-values';
import { WorkflowUser } from './workflow-vocabulary';

/** Expert opinions asked for during the review. */

/** The reviewer asks one or more experts; each gets a task. */
export const ExpertOpinionRequestInput = z.strictObject(
  {
    expertIds: z
      .array(Id, msg('validation.expertsRequired'))
      .min(1, msg('validation.expertsRequired'))
      .max(WORKFLOW_LIMITS.expertsMax, msg('validation.expertsTooMany')),
    note: Text.optional(),
    version: Version,
  },
  objectError,
);
export type ExpertOpinionRequestInput = z.infer<typeof ExpertOpinionRequestInput>;

/** The expert's comment. */
export const ExpertOpinionInput = z.strictObject(
  {
    comment: z.string(msg('validation.opinionRequired')).trim().min(1, msg('validation.opinionRequired')).max(WORKFLOW_LIMITS.textMax, msg('validation.textTooLong')),
    version: Version,
  },
  objectError,
);
export type ExpertOpinionInput = z.infer<typeof ExpertOpinionInput>;

/** One expert review: expert, e-mail, department, comment and date (null while pending). */
export const ExpertOpinion = z.object({
  id: z.string(),
  expert: WorkflowUser,
  requestedBy: WorkflowUser.nullable(),
  requestedAt: IsoDate,
  note: z.string().nullable(),
  comment: z.string().nullable(),
  reviewDate: IsoDate.nullable(),
});
export type ExpertOpinion = z.infer<typeof ExpertOpinion>;
