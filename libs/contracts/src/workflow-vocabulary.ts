import { z } from 'zod';
import { msg } from './internal/workflow-zod';
import {
  BENEFIT_CALCULATION_TYPES,
  BENEFIT_TYPES,
  BENEFIT_VALUES,
  CLASSIFICATIONS,
  FINAL_DECISIONS,
  IMPLEMENTATION_STATUSES,
  POSTPONEMENT_REASONS,
  PRIORITIES,
  RECOMMENDATIONS,
  STATUS_AFTER_ASSIGNMENT,
  WORKFLOW_ACTIONS,
  WORKFLOW_PANELS,
} from './workflow-values';

/** The workflow's vocabularies as schemas (the values are in ./workflow-values.ts). */

export const WorkflowAction = z.enum(WORKFLOW_ACTIONS);
export type WorkflowAction = z.infer<typeof WorkflowAction>;

export const WorkflowPanel = z.enum(WORKFLOW_PANELS);
export type WorkflowPanel = z.infer<typeof WorkflowPanel>;
export const PanelMode = z.enum(['edit', 'read', 'none']);
export type PanelMode = z.infer<typeof PanelMode>;

export const Classification = z.enum(CLASSIFICATIONS, msg('validation.invalidType'));
export type Classification = z.infer<typeof Classification>;

export const StatusAfterAssignment = z.enum(STATUS_AFTER_ASSIGNMENT, msg('validation.statusAfterAssignmentRequired'));
export type StatusAfterAssignment = z.infer<typeof StatusAfterAssignment>;

export const Recommendation = z.enum(RECOMMENDATIONS, msg('validation.recommendationRequired'));
export type Recommendation = z.infer<typeof Recommendation>;

export const PostponementReason = z.enum(POSTPONEMENT_REASONS, msg('validation.postponementReasonRequired'));
export type PostponementReason = z.infer<typeof PostponementReason>;

export const BenefitCalculationType = z.enum(BENEFIT_CALCULATION_TYPES, msg('validation.invalidType'));
export type BenefitCalculationType = z.infer<typeof BenefitCalculationType>;

export const BenefitType = z.enum(BENEFIT_TYPES, msg('validation.invalidType'));
export type BenefitType = z.infer<typeof BenefitType>;

export const BenefitValue = z.enum(BENEFIT_VALUES, msg('validation.benefitValueRequired'));
export type BenefitValue = z.infer<typeof BenefitValue>;

export const Priority = z.enum(PRIORITIES, msg('validation.invalidType'));
export type Priority = z.infer<typeof Priority>;

export const ImplementationStatus = z.enum(IMPLEMENTATION_STATUSES, msg('validation.invalidType'));
export type ImplementationStatus = z.infer<typeof ImplementationStatus>;

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
