import { z } from 'zod';
import { Assessment } from './assessment';
import { ContributorEditMode } from './contributors';
import { DEADLINE_STAGES, DueState } from './deadlines';
import { Decision } from './decisions';
import { ExpertOpinion } from './expert-opinions';
import { IdeaStatus } from './ideas';
import { Implementation } from './implementation';
import { Inquiry } from './inquiries';
import { Review } from './reviews';
import { PanelMode, WorkflowAction, WorkflowPanel } from './workflow-vocabulary';

/**
 * Contracts of the idea workflow (first assessment, inquiries, review, expert opinions,
 * implementation, final decision). The same schemas validate the forms in the browser and the
 * requests in the API. Every validation message is an i18n KEY: see `workflowValidationMessages`
 * (and `ideaValidationMessages` for the shared ones such as `validation.versionRequired`).
 *
 * Every write takes the idea `version` the client last read (stale -> 409 VERSION_CONFLICT),
 * is checked against the workflow table of libs/domain (403 FORBIDDEN, 409 INVALID_TRANSITION)
 * and answers with the idea's whole `IdeaWorkflow`.
 *
 *   GET   /ideas/{id}/workflow                          -> IdeaWorkflow
 *   PUT   /ideas/{id}/assessment                        AssessmentSaveInput        (saveAssessment)
 *   POST  /ideas/{id}/assessment/submit                 AssessmentSubmitInput      (assess)
 *   POST  /ideas/{id}/assignment                        AssignmentInput            (assign)
 *   POST  /ideas/{id}/rejection                         RejectInput                (reject)
 *   POST  /ideas/{id}/inquiries                         InquiryInput               (inquiry)
 *   POST  /ideas/{id}/inquiries/{inquiryId}/answer      InquiryAnswerInput         (answerInquiry)
 *   POST  /ideas/{id}/review                            ReviewInput                (review)
 *   POST  /ideas/{id}/review/postponement               PostponeInput              (postpone)
 *   POST  /ideas/{id}/expert-opinions                   ExpertOpinionRequestInput  (requestExpertOpinion)
 *   POST  /ideas/{id}/expert-opinions/{opinionId}       ExpertOpinionInput         (giveExpertOpinion)
 *   POST  /ideas/{id}/not-implemented                   NotImplementedInput        (notImplemented)
 *   PATCH /ideas/{id}/implementation                    ImplementationUpdateInput  (updateImplementation)
 *   POST  /ideas/{id}/implementation/done               MarkImplementedInput       (markImplemented)
 *   POST  /ideas/{id}/decision                          DecisionInput              (decide)
 *   POST  /ideas/{id}/completion                        CompleteInput              (complete)
 *   POST  /ideas/{id}/completion/confirmation           ConfirmCompletionInput     (confirmCompletion)
 */

/** Why an action the caller's role allows is withheld from them on this idea. */
export const WithheldReason = z.enum(['ownIdea', 'secondPersonRequired']);
export type WithheldReason = z.infer<typeof WithheldReason>;

/** GET /ideas/{id}/workflow and the answer of every workflow write. */
/** The current stage's due date (issue 40). */
export const StageDue = z.object({ stage: z.enum(DEADLINE_STAGES), dueDate: z.string(), dueState: DueState });
export type StageDue = z.infer<typeof StageDue>;

export const IdeaWorkflow = z.object({
  ideaId: z.string(),
  status: IdeaStatus,
  version: z.number().int(),
  /** The tenant's currency (savings amounts). */
  currency: z.string(),
  /** What the caller may do now, from the workflow table. */
  allowedActions: z.array(WorkflowAction),
  /**
   * Actions the caller's role would allow now but which they may not take on this idea, and why
   * (separation of duties): the UI explains them instead of offering them.
   */
  withheldActions: z.array(z.object({ action: WorkflowAction, reason: WithheldReason })),
  /** Realised savings above this need a second person to confirm the completion (tenant setting). */
  realisedSavingsReviewThreshold: z.number(),
  /** How the caller may change the contributors (frozen from the final decision on). */
  contributorEdit: ContributorEditMode,
  /** How each panel shows for the caller. */
  panels: z.record(WorkflowPanel, PanelMode),
  assessment: Assessment.nullable(),
  inquiries: z.array(Inquiry),
  review: Review.nullable(),
  expertOpinions: z.array(ExpertOpinion),
  implementation: Implementation.nullable(),
  decision: Decision.nullable(),
  /** When the current stage is due (the tenant's working days from when it began) and whether that is soon or past; null when no stage runs. */
  stageDue: StageDue.nullable().optional(),
});
export type IdeaWorkflow = z.infer<typeof IdeaWorkflow>;
