import { z } from 'zod';
import { Id, IsoDate } from './common';
import { checkInvalidReason, Classifications, Reason, Text, Version } from './internal/workflow-fields';
import { msg, objectError } from './internal/workflow-zod';
import { Classification, StatusAfterAssignment, WorkflowUser } from './workflow-vocabulary';

/** First assessment of a submitted idea: save, assess, assign, reject. */

const assessmentFields = {
  classification: Classifications,
  isValidIdea: z.boolean(msg('validation.validityRequired')),
  invalidReason: Text.optional(),
  assigneeId: Id.nullable().optional(),
  assignmentNote: Text.optional(),
  statusAfterAssignment: StatusAfterAssignment.default('stay'),
  note: Text.optional(),
};

/**
 * Submit the first assessment. An invalid idea (with its reason) is rejected; otherwise the
 * idea stays in first assessment or goes to review as `statusAfterAssignment` says ('review'
 * needs an assignee: the reviewer / decision maker).
 */
export const AssessmentSubmitInput = z
  .strictObject({ ...assessmentFields, version: Version }, objectError)
  .superRefine((v, ctx) => {
    checkInvalidReason(v, ctx);
    if (v.isValidIdea && v.statusAfterAssignment === 'review' && !v.assigneeId) {
      ctx.addIssue({ code: 'custom', path: ['assigneeId'], message: 'validation.assigneeRequired' });
    }
  });
export type AssessmentSubmitInput = z.infer<typeof AssessmentSubmitInput>;
export type AssessmentSubmitValues = z.input<typeof AssessmentSubmitInput>;

/** Save the assessment form without moving the idea ('Assessment saved', 'Classifications updated'). */
export const AssessmentSaveInput = z
  .strictObject(
    {
      classification: Classifications.optional(),
      isValidIdea: z.boolean(msg('validation.invalidType')).nullable().optional(),
      invalidReason: Text.optional(),
      assigneeId: Id.nullable().optional(),
      assignmentNote: Text.optional(),
      statusAfterAssignment: StatusAfterAssignment.optional(),
      note: Text.optional(),
      version: Version,
    },
    objectError,
  )
  .superRefine(checkInvalidReason);
export type AssessmentSaveInput = z.infer<typeof AssessmentSaveInput>;

/** Assign (or re-assign) the idea; in first assessment it may move on to review. */
export const AssignmentInput = z.strictObject(
  {
    assigneeId: z.string(msg('validation.assigneeRequired')).min(1, msg('validation.assigneeRequired')).max(64, msg('validation.invalidType')),
    assignmentNote: Text.optional(),
    statusAfterAssignment: StatusAfterAssignment.default('stay'),
    version: Version,
  },
  objectError,
);
export type AssignmentInput = z.infer<typeof AssignmentInput>;

/** Reject in first assessment ('Reject Idea', confirmed first, cannot be undone). */
export const RejectInput = z.strictObject({ reason: Reason('validation.reasonRequired'), version: Version }, objectError);
export type RejectInput = z.infer<typeof RejectInput>;

export const Assessment = z.object({
  classification: z.array(Classification),
  isValidIdea: z.boolean().nullable(),
  invalidReason: z.string().nullable(),
  assignee: WorkflowUser.nullable(),
  assignmentNote: z.string().nullable(),
  statusAfterAssignment: StatusAfterAssignment.nullable(),
  note: z.string().nullable(),
  assessor: WorkflowUser.nullable(),
  /** When the assessment was submitted (null while only saved). */
  completedAt: IsoDate.nullable(),
  rejectReason: z.string().nullable(),
  updatedAt: IsoDate,
});
export type Assessment = z.infer<typeof Assessment>;
