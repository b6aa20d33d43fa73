import { z } from 'zod';
import { Id, IsoDate } from './common';
import { PremiumInputs } from './premium';
import { Amount, Day, FutureDay, Reason, ShortText, Text, Version } from './internal/workflow-fields';
import { msg, objectError } from './internal/workflow-zod';
import { BenefitCalculationType, BenefitType, BenefitValue, ImplementationStatus, PostponementReason, Priority, Recommendation, WorkflowUser } from './workflow-vocabulary';

/** Review of an idea: recommendation, benefit, postponement, not implemented. */

const implementationFields = {
  implementationStatus: ImplementationStatus.nullable().optional(),
  implementationHint: Text.optional(),
  plannedImplementationDate: Day.nullable().optional(),
  implementationPriority: Priority.nullable().optional(),
  /** The person in charge of implementation (user id). */
  inChargeOfImplementation: Id.nullable().optional(),
};

/**
 * The review form. approve -> implementation; requestChanges -> back to first assessment (the
 * creators may edit again); reject -> rejected and needs a reason. A decision maker may review
 * an idea still in first assessment directly.
 */
export const ReviewInput = z
  .strictObject(
    {
      recommendation: Recommendation,
      comment: Text.optional(),
      /** Why (required to reject). */
      reason: Text.optional(),
      reasoningCategory: ShortText.optional(),
      benefitCalculationType: BenefitCalculationType.nullable().optional(),
      benefitType: BenefitType.nullable().optional(),
      benefitValue: BenefitValue.nullable().optional(),
      /** In the tenant's currency. */
      firstYearNetSavings: Amount.nullable().optional(),
      additionalBenefit: Text.optional(),
      /** What the premium rule needs (issue 39); checked against the rule version of the idea's submission day. */
      premiumInputs: PremiumInputs.optional(),
      ...implementationFields,
      /** Ids of idea attachments that belong to the review (uploaded with the idea's attachments). */
      attachmentIds: z.array(Id, msg('validation.invalidType')).max(20, msg('validation.invalidType')).optional(),
      version: Version,
    },
    objectError,
  )
  .superRefine((v, ctx) => {
    if (v.recommendation === 'reject' && !v.reason?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.rejectReasonRequired' });
    }
  });
export type ReviewInput = z.infer<typeof ReviewInput>;
export type ReviewValues = z.input<typeof ReviewInput>;

/** Postpone the decision with a reason category and a follow-up date (today or later). */
export const PostponeInput = z.strictObject(
  {
    postponementReason: PostponementReason,
    postponementDate: FutureDay('validation.followUpDateRequired'),
    note: Text.optional(),
    version: Version,
  },
  objectError,
);
export type PostponeInput = z.infer<typeof PostponeInput>;

/** 'Idea will not be implemented' (confirmed, irreversible). */
export const NotImplementedInput = z.strictObject({ reason: Reason('validation.reasonRequired'), version: Version }, objectError);
export type NotImplementedInput = z.infer<typeof NotImplementedInput>;

export const Review = z.object({
  reviewer: WorkflowUser.nullable(),
  recommendation: Recommendation.nullable(),
  comment: z.string().nullable(),
  reason: z.string().nullable(),
  reasoningCategory: z.string().nullable(),
  isPostponed: z.boolean(),
  postponementReason: PostponementReason.nullable(),
  postponementDate: z.string().nullable(),
  benefitCalculationType: BenefitCalculationType.nullable(),
  benefitType: BenefitType.nullable(),
  benefitValue: BenefitValue.nullable(),
  firstYearNetSavings: z.number().nullable(),
  additionalBenefit: z.string().nullable(),
  /** The premium inputs the review recorded (absent from older servers). */
  premiumInputs: PremiumInputs.optional(),
  attachmentIds: z.array(z.string()),
  notImplementedReason: z.string().nullable(),
  reviewedAt: IsoDate.nullable(),
  updatedAt: IsoDate,
});
export type Review = z.infer<typeof Review>;
