import { z } from 'zod';
import { Id, IsoDate } from './common';
import { IdeaStatus } from './ideas';
import type { WorkflowValidationKey } from './workflow-messages';

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
 */

const msg = (key: WorkflowValidationKey | 'validation.versionRequired' | 'validation.invalidType' | 'validation.unknownField') => ({ message: key });
const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'validation.invalidType'),
};

export const WORKFLOW_LIMITS = {
  textMax: 5000,
  reasonMax: 2000,
  shortTextMax: 100,
  expertsMax: 10,
  tariffGroupMax: 50,
  /** Money amounts in the tenant's currency, up to 1e12. */
  amountMax: 1_000_000_000_000,
} as const;

// ---- shared vocabularies ------------------------------------------------------------------

/** Every action of the workflow table (libs/domain decides when and by whom). */
export const WORKFLOW_ACTIONS = [
  'submit',
  'saveAssessment',
  'assess',
  'assign',
  'inquiry',
  'answerInquiry',
  'reject',
  'review',
  'postpone',
  'requestExpertOpinion',
  'giveExpertOpinion',
  'notImplemented',
  'updateImplementation',
  'markImplemented',
  'decide',
  'complete',
] as const;
export const WorkflowAction = z.enum(WORKFLOW_ACTIONS);
export type WorkflowAction = z.infer<typeof WorkflowAction>;

/** Panels of the idea detail page, each shown as a form ('edit'), read-only ('read') or not at all. */
export const WORKFLOW_PANELS = ['details', 'inquiry', 'assessment', 'review', 'implementation', 'finalDecision', 'history'] as const;
export const WorkflowPanel = z.enum(WORKFLOW_PANELS);
export type WorkflowPanel = z.infer<typeof WorkflowPanel>;
export const PanelMode = z.enum(['edit', 'read', 'none']);
export type PanelMode = z.infer<typeof PanelMode>;

export const CLASSIFICATIONS = ['product', 'process', 'technology', 'sustainability', 'businessModel', 'customerExperience', 'other'] as const;
export const Classification = z.enum(CLASSIFICATIONS, msg('validation.invalidType'));
export type Classification = z.infer<typeof Classification>;

/** 'Stay in First Assessment' or 'Review'. */
export const STATUS_AFTER_ASSIGNMENT = ['stay', 'review'] as const;
export const StatusAfterAssignment = z.enum(STATUS_AFTER_ASSIGNMENT, msg('validation.statusAfterAssignmentRequired'));
export type StatusAfterAssignment = z.infer<typeof StatusAfterAssignment>;

export const RECOMMENDATIONS = ['approve', 'requestChanges', 'reject'] as const;
export const Recommendation = z.enum(RECOMMENDATIONS, msg('validation.recommendationRequired'));
export type Recommendation = z.infer<typeof Recommendation>;

export const POSTPONEMENT_REASONS = ['budget', 'capacity', 'dependency', 'strategy', 'moreInformation', 'other'] as const;
export const PostponementReason = z.enum(POSTPONEMENT_REASONS, msg('validation.postponementReasonRequired'));
export type PostponementReason = z.infer<typeof PostponementReason>;

export const BENEFIT_CALCULATION_TYPES = ['calculable', 'notCalculable'] as const;
export const BenefitCalculationType = z.enum(BENEFIT_CALCULATION_TYPES, msg('validation.invalidType'));
export type BenefitCalculationType = z.infer<typeof BenefitCalculationType>;

export const BENEFIT_TYPES = ['costs', 'quality', 'safety', 'environment', 'ergonomics', 'time', 'customer', 'other'] as const;
export const BenefitType = z.enum(BENEFIT_TYPES, msg('validation.invalidType'));
export type BenefitType = z.infer<typeof BenefitType>;

/** 'ASI no', low, middle, high. */
export const BENEFIT_VALUES = ['asiNo', 'low', 'middle', 'high'] as const;
export const BenefitValue = z.enum(BENEFIT_VALUES, msg('validation.benefitValueRequired'));
export type BenefitValue = z.infer<typeof BenefitValue>;

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const Priority = z.enum(PRIORITIES, msg('validation.invalidType'));
export type Priority = z.infer<typeof Priority>;

export const IMPLEMENTATION_STATUSES = ['notStarted', 'planned', 'inProgress', 'onHold', 'done'] as const;
export const ImplementationStatus = z.enum(IMPLEMENTATION_STATUSES, msg('validation.invalidType'));
export type ImplementationStatus = z.infer<typeof ImplementationStatus>;

export const FINAL_DECISIONS = ['accepted', 'rejected'] as const;
export const FinalDecision = z.enum(FINAL_DECISIONS, msg('validation.decisionRequired'));
export type FinalDecision = z.infer<typeof FinalDecision>;

// ---- field helpers -------------------------------------------------------------------------

const Version = z
  .number(msg('validation.versionRequired'))
  .int(msg('validation.versionRequired'))
  .min(1, msg('validation.versionRequired'));
/** Optional free text; null or '' clears it. */
const Text = z.string(msg('validation.invalidType')).trim().max(WORKFLOW_LIMITS.textMax, msg('validation.textTooLong')).nullable();
const Reason = (required: WorkflowValidationKey) =>
  z.string(msg(required)).trim().min(1, msg(required)).max(WORKFLOW_LIMITS.reasonMax, msg('validation.reasonTooLong'));
const ShortText = z.string(msg('validation.invalidType')).trim().max(WORKFLOW_LIMITS.shortTextMax, msg('validation.invalidType')).nullable();
/** A calendar day, YYYY-MM-DD. */
const Day = z.iso.date(msg('validation.dateInvalid'));
const Amount = z.number(msg('validation.amountInvalid')).min(0, msg('validation.amountInvalid')).max(WORKFLOW_LIMITS.amountMax, msg('validation.amountInvalid'));
const Classifications = z
  .array(Classification, msg('validation.classificationRequired'))
  .min(1, msg('validation.classificationRequired'))
  .refine((c) => new Set(c).size === c.length, msg('validation.invalidType'));

/** An invalid idea needs a reason. */
function checkInvalidReason(v: { isValidIdea?: boolean | null; invalidReason?: string | null }, ctx: z.RefinementCtx) {
  if (v.isValidIdea === false && !v.invalidReason?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['invalidReason'], message: 'validation.reasonRequired' });
  }
}

/** A user as the workflow shows them (picker results, assignee, experts, implementer). */
export const WorkflowUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  picture: z.string().nullable(),
});
export type WorkflowUser = z.infer<typeof WorkflowUser>;

// ---- first assessment ----------------------------------------------------------------------

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

// ---- inquiries -----------------------------------------------------------------------------

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

// ---- review --------------------------------------------------------------------------------

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

/** Postpone the decision with a reason category and a follow-up date. */
export const PostponeInput = z.strictObject(
  {
    postponementReason: PostponementReason,
    postponementDate: z.iso.date(msg('validation.followUpDateRequired')),
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
  attachmentIds: z.array(z.string()),
  notImplementedReason: z.string().nullable(),
  reviewedAt: IsoDate.nullable(),
  updatedAt: IsoDate,
});
export type Review = z.infer<typeof Review>;

// ---- expert opinions -----------------------------------------------------------------------

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

// ---- implementation ------------------------------------------------------------------------

/** The person in charge updates status, hint and planned date (and may hand over). */
export const ImplementationUpdateInput = z.strictObject(
  {
    status: ImplementationStatus.nullable().optional(),
    hint: Text.optional(),
    plannedDate: Day.nullable().optional(),
    priority: Priority.nullable().optional(),
    inChargeOfImplementation: Id.nullable().optional(),
    version: Version,
  },
  objectError,
);
export type ImplementationUpdateInput = z.infer<typeof ImplementationUpdateInput>;

/** Marks the idea implemented; it moves to the final decision. */
export const MarkImplementedInput = z.strictObject({ hint: Text.optional(), version: Version }, objectError);
export type MarkImplementedInput = z.infer<typeof MarkImplementedInput>;

export const Implementation = z.object({
  status: ImplementationStatus.nullable(),
  hint: z.string().nullable(),
  plannedDate: z.string().nullable(),
  priority: Priority.nullable(),
  inCharge: WorkflowUser.nullable(),
  implementedAt: IsoDate.nullable(),
  updatedAt: IsoDate,
});
export type Implementation = z.infer<typeof Implementation>;

// ---- final decision ------------------------------------------------------------------------

/** accepted or rejected, with a reason; realised savings may already be recorded. */
export const DecisionInput = z.strictObject(
  {
    decision: FinalDecision,
    reason: Reason('validation.reasonRequired'),
    realisedSavings: Amount.nullable().optional(),
    version: Version,
  },
  objectError,
);
export type DecisionInput = z.infer<typeof DecisionInput>;

/** Completes an accepted idea; the realised savings are recorded for the bonus. */
export const CompleteInput = z.strictObject({ realisedSavings: Amount, note: Text.optional(), version: Version }, objectError);
export type CompleteInput = z.infer<typeof CompleteInput>;

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
  /** Present only for the works council and the idea manager. */
  bonusRecipients: z.array(BonusRecipient).optional(),
});
export type Decision = z.infer<typeof Decision>;

// ---- the whole case ------------------------------------------------------------------------

/** GET /ideas/{id}/workflow and the answer of every workflow write. */
export const IdeaWorkflow = z.object({
  ideaId: z.string(),
  status: IdeaStatus,
  version: z.number().int(),
  /** The tenant's currency (savings amounts). */
  currency: z.string(),
  /** What the caller may do now, from the workflow table. */
  allowedActions: z.array(WorkflowAction),
  /** How each panel shows for the caller. */
  panels: z.record(WorkflowPanel, PanelMode),
  assessment: Assessment.nullable(),
  inquiries: z.array(Inquiry),
  review: Review.nullable(),
  expertOpinions: z.array(ExpertOpinion),
  implementation: Implementation.nullable(),
  decision: Decision.nullable(),
});
export type IdeaWorkflow = z.infer<typeof IdeaWorkflow>;

// ---- user functions ------------------------------------------------------------------------

/**
 * Functions beside the application role: the works council and the idea manager see the
 * tariff/salary group (the API omits it for everyone else).
 */
export const USER_FUNCTIONS = ['worksCouncil', 'ideaManager'] as const;
export const UserFunction = z.enum(USER_FUNCTIONS);
export type UserFunction = z.infer<typeof UserFunction>;

/** PUT /admin/users/{id}/functions (ADMIN): the user's functions and tariff/salary group. */
export const UserFunctionsInput = z.strictObject(
  {
    functions: z.array(UserFunction, msg('validation.invalidType')).max(USER_FUNCTIONS.length, msg('validation.invalidType')),
    tariffGroup: z.string(msg('validation.invalidType')).trim().max(WORKFLOW_LIMITS.tariffGroupMax, msg('validation.tariffGroupTooLong')).nullable().optional(),
  },
  objectError,
);
export type UserFunctionsInput = z.infer<typeof UserFunctionsInput>;

export const UserFunctions = z.object({
  userId: z.string(),
  functions: z.array(UserFunction),
  /** Omitted unless the caller is works council or idea manager. */
  tariffGroup: z.string().nullable().optional(),
});
export type UserFunctions = z.infer<typeof UserFunctions>;

// ---- tasks and notifications ---------------------------------------------------------------

/** One pending action: assess, answer an inquiry, review, give an expert opinion, implement, decide. */
export const TASK_KINDS = ['assess', 'answerInquiry', 'review', 'expertOpinion', 'implement', 'decide'] as const;
export const TaskKind = z.enum(TASK_KINDS);
export type TaskKind = z.infer<typeof TaskKind>;

/** What the notification is about. */
/** 'savedSearchMatch': a new idea answers one of the person's subscribed saved searches (newValue: the search's name). */
export const NOTIFICATION_KINDS = ['statusChange', 'assignment', 'inquiry', 'inquiryAnswer', 'expertRequest', 'expertOpinion', 'status', 'savedSearchMatch'] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;
