import { z } from 'zod';
import { msg } from './internal/workflow-zod';

/** Limits and shared vocabularies of the idea workflow (actions, panels, classifications, ...). */

export const WORKFLOW_LIMITS = {
  textMax: 5000,
  reasonMax: 2000,
  shortTextMax: 100,
  expertsMax: 10,
  tariffGroupMax: 50,
  /** Money amounts in the tenant's currency, up to 1e12. */
  amountMax: 1_000_000_000_000,
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

/** A user as the workflow shows them (picker results, assignee, experts, implementer). */
export const WorkflowUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  department: z.string().nullable(),
  picture: z.string().nullable(),
});
export type WorkflowUser = z.infer<typeof WorkflowUser>;
