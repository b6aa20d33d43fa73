/**
 * Limits and shared vocabularies of the idea workflow (actions, panels, classifications, ...) as
 * values without zod, so a page that only needs them loads no schema.
 */

export const WORKFLOW_LIMITS = {
  textMax: 5000,
  reasonMax: 2000,
  shortTextMax: 100,
  expertsMax: 10,
  tariffGroupMax: 50,
  /** Money amounts in the tenant's currency, up to 1e12. */
  amountMax: 1_000_000_000_000,
  /**
   * Realised savings of one idea above this are not plausible and refused outright (400
   * `validation.savingsImplausible`); between the tenant's `realisedSavingsReviewThreshold` and this
   * a second person confirms the completion.
   */
  realisedSavingsMax: 1_000_000_000,
} as const;

/** Every action of the workflow table (libs/domain decides when and by whom). */
export const WORKFLOW_ACTIONS = [
  'submit',
  'saveAssessment',
  'assess',
  'assign',
  'inquiry',
  'answerInquiry',
  'reject',
  'markDuplicate',
  'review',
  'postpone',
  'requestExpertOpinion',
  'giveExpertOpinion',
  'notImplemented',
  'updateImplementation',
  'markImplemented',
  'decide',
  'complete',
  'confirmCompletion',
] as const;

/** Panels of the idea detail page, each shown as a form ('edit'), read-only ('read') or not at all. */
export const WORKFLOW_PANELS = ['details', 'inquiry', 'assessment', 'review', 'implementation', 'finalDecision', 'history'] as const;

export const CLASSIFICATIONS = ['product', 'process', 'technology', 'sustainability', 'businessModel', 'customerExperience', 'other'] as const;

/** 'Stay in First Assessment' or 'Review'. */
export const STATUS_AFTER_ASSIGNMENT = ['stay', 'review'] as const;

export const RECOMMENDATIONS = ['approve', 'requestChanges', 'reject'] as const;

export const POSTPONEMENT_REASONS = ['budget', 'capacity', 'dependency', 'strategy', 'moreInformation', 'other'] as const;

export const BENEFIT_CALCULATION_TYPES = ['calculable', 'notCalculable'] as const;

export const BENEFIT_TYPES = ['costs', 'quality', 'safety', 'environment', 'ergonomics', 'time', 'customer', 'other'] as const;

/** 'ASI no', low, middle, high. */
export const BENEFIT_VALUES = ['asiNo', 'low', 'middle', 'high'] as const;

export const PRIORITIES = ['high', 'medium', 'low'] as const;

export const IMPLEMENTATION_STATUSES = ['notStarted', 'planned', 'inProgress', 'onHold', 'done'] as const;

export const FINAL_DECISIONS = ['accepted', 'rejected'] as const;

/** What an appeal (Einspruch) objects to, and how an idea manager decides it. */
export const APPEAL_SUBJECTS = ['rejection', 'premium'] as const;
export const APPEAL_OUTCOMES = ['upheld', 'dismissed'] as const;

/** The vocabularies by the names their labels go by (./workflow-value-labels.ts labels each value of each). */
export const WORKFLOW_VOCABULARIES = {
  classifications: CLASSIFICATIONS,
  statusAfterAssignment: STATUS_AFTER_ASSIGNMENT,
  recommendations: RECOMMENDATIONS,
  postponementReasons: POSTPONEMENT_REASONS,
  calculationTypes: BENEFIT_CALCULATION_TYPES,
  benefitTypes: BENEFIT_TYPES,
  benefitValues: BENEFIT_VALUES,
  priorities: PRIORITIES,
  implementationStatuses: IMPLEMENTATION_STATUSES,
  decisions: FINAL_DECISIONS,
  appealSubjects: APPEAL_SUBJECTS,
  appealOutcomes: APPEAL_OUTCOMES,
} as const;
