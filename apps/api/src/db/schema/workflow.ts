/** The idea workflow's case file: assessment, inquiries, review, expert opinions, implementation, decision (migration 0005). */
import { sql } from 'drizzle-orm';
import { boolean, date, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';
import { tenants } from './tenants';
import { users } from './users';

const ideaId = () => text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' });
const tenantId = () => text('tenant_id').notNull().references(() => tenants.id);
const userRef = (name: string) => text(name).references(() => users.id);
/** Money as numeric(16,2), read as a JS number. */
const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });

export const ideaAssessments = pgTable('idea_assessments', {
  ideaId: ideaId().primaryKey(),
  tenantId: tenantId(),
  classification: text('classification').array().notNull().default(sql`'{}'`),
  isValidIdea: boolean('is_valid_idea'),
  invalidReason: text('invalid_reason'),
  assignmentNote: text('assignment_note'),
  statusAfterAssignment: text('status_after_assignment', { enum: ['stay', 'review'] }),
  note: text('note'),
  assessorId: userRef('assessor_id'),
  completedAt: ts('completed_at'),
  rejectReason: text('reject_reason'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ideaInquiries = pgTable('idea_inquiries', {
  id: text('id').primaryKey(),
  ideaId: ideaId(),
  tenantId: tenantId(),
  question: text('question').notNull(),
  askedBy: userRef('asked_by'),
  askedAt: ts('asked_at').notNull().defaultNow(),
  answer: text('answer'),
  answeredBy: userRef('answered_by'),
  answeredAt: ts('answered_at'),
});

export const ideaReviews = pgTable('idea_reviews', {
  ideaId: ideaId().primaryKey(),
  tenantId: tenantId(),
  reviewerId: userRef('reviewer_id'),
  recommendation: text('recommendation', { enum: ['approve', 'requestChanges', 'reject'] }),
  comment: text('comment'),
  reason: text('reason'),
  reasoningCategory: text('reasoning_category'),
  isPostponed: boolean('is_postponed').notNull().default(false),
  postponementReason: text('postponement_reason'),
  postponementDate: date('postponement_date', { mode: 'string' }),
  benefitCalculationType: text('benefit_calculation_type', { enum: ['calculable', 'notCalculable'] }),
  benefitType: text('benefit_type'),
  benefitValue: text('benefit_value', { enum: ['asiNo', 'low', 'middle', 'high'] }),
  firstYearNetSavings: money('first_year_net_savings'),
  // premiums migration: the premium inputs (issue 39).
  firstYearSavings: money('first_year_savings'),
  implementationCosts: money('implementation_costs'),
  criterionLevels: jsonb('criterion_levels').$type<Record<string, string>>(),
  additionalBenefit: text('additional_benefit'),
  attachmentIds: text('attachment_ids').array().notNull().default(sql`'{}'`),
  notImplementedReason: text('not_implemented_reason'),
  reviewedAt: ts('reviewed_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ideaExpertOpinions = pgTable('idea_expert_opinions', {
  id: text('id').primaryKey(),
  ideaId: ideaId(),
  tenantId: tenantId(),
  expertId: text('expert_id').notNull().references(() => users.id),
  requestedBy: userRef('requested_by'),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  note: text('note'),
  comment: text('comment'),
  answeredAt: ts('answered_at'),
});

export const ideaImplementations = pgTable('idea_implementations', {
  ideaId: ideaId().primaryKey(),
  tenantId: tenantId(),
  status: text('status', { enum: ['notStarted', 'planned', 'inProgress', 'onHold', 'done'] }),
  hint: text('hint'),
  plannedDate: date('planned_date', { mode: 'string' }),
  priority: text('priority', { enum: ['high', 'medium', 'low'] }),
  inChargeId: userRef('in_charge_id'),
  implementedAt: ts('implemented_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ideaDecisions = pgTable('idea_decisions', {
  ideaId: ideaId().primaryKey(),
  tenantId: tenantId(),
  decision: text('decision', { enum: ['accepted', 'rejected'] }),
  reason: text('reason'),
  decidedBy: userRef('decided_by'),
  decidedAt: ts('decided_at'),
  realisedSavings: money('realised_savings'),
  completedAt: ts('completed_at'),
  note: text('note'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0017: realised savings above the tenant's threshold, recorded by one person, confirmed by another.
  completionRequestedBy: userRef('completion_requested_by'),
  completionRequestedAt: ts('completion_requested_at'),
  completionConfirmedBy: userRef('completion_confirmed_by'),
});
