import { z } from 'zod';
import { IsoDate } from './common';
import { RealisedSavings, Reason, Text, Version } from './internal/workflow-fields';
import { objectError } from './internal/workflow-zod';
import { FinalDecision, WorkflowUser } from './workflow-vocabulary';

/** Final decision and completion of an implemented idea. */

/** accepted or rejected, with a reason; realised savings may already be recorded. */
export const DecisionInput = z.strictObject(
  {
    decision: FinalDecision,
    reason: Reason('validation.reasonRequired'),
    realisedSavings: RealisedSavings.nullable().optional(),
    version: Version,
  },
  objectError,
);
export type DecisionInput = z.infer<typeof DecisionInput>;

/**
 * Completes an accepted idea; the realised savings are recorded for the bonus. Above the tenant's
 * `realisedSavingsReviewThreshold` the completion waits (the idea stays accepted) until a second
 * person with the right to complete confirms it (`ConfirmCompletionInput`).
 */
export const CompleteInput = z.strictObject({ realisedSavings: RealisedSavings, note: Text.optional(), version: Version }, objectError);
export type CompleteInput = z.infer<typeof CompleteInput>;

/** POST /ideas/{id}/completion/confirmation: a second person confirms a recorded completion. */
export const ConfirmCompletionInput = z.strictObject({ version: Version }, objectError);
export type ConfirmCompletionInput = z.infer<typeof ConfirmCompletionInput>;

/** The tariff/salary group of an idea's creators, for the bonus (works council and idea manager only). */
export const BonusRecipient = z.object({ userId: z.string(), name: z.string(), tariffGroup: z.string().nullable() });
export type BonusRecipient = z.infer<typeof BonusRecipient>;

export const Decision = z.object({
  decision: FinalDecision.nullable(),
  reason: z.string().nullable(),
  decidedBy: WorkflowUser.nullable(),
  decidedAt: IsoDate.nullable(),
  realisedSavings: z.number().nullable(),
  completedAt: IsoDate.nullable(),
  note: z.string().nullable(),
  /** Who recorded realised savings above the threshold (a second person confirms; pending while `completedAt` is null). */
  completionRequestedBy: WorkflowUser.nullable(),
  completionRequestedAt: IsoDate.nullable(),
  /** The second person who confirmed the completion. */
  completionConfirmedBy: WorkflowUser.nullable(),
  /** Who completed the idea (the second person where one confirmed); null until completed. */
  completedBy: WorkflowUser.nullable(),
  /** Present only for the works council and the idea manager. */
  bonusRecipients: z.array(BonusRecipient).optional(),
});
export type Decision = z.infer<typeof Decision>;
