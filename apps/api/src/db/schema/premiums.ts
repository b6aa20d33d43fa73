/** Premium rule sets, idea premiums and their shares (issue 39; migration premiums). */
import type { CalculableRule, NonCalculableRule, PremiumDerivation } from '@idea-portal/contracts';
import { boolean, date, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';
import { tenants } from './tenants';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' });
const tenantId = () => text('tenant_id').notNull().references(() => tenants.id);
const userRef = (name: string) => text(name).references(() => users.id);

export const premiumRuleSets = pgTable('premium_rule_sets', {
  id: text('id').primaryKey(),
  tenantId: tenantId(),
  version: integer('version').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  currency: text('currency').notNull(),
  calculable: jsonb('calculable').$type<CalculableRule>().notNull(),
  nonCalculable: jsonb('non_calculable').$type<NonCalculableRule>().notNull(),
  appreciationAward: money('appreciation_award').notNull(),
  appealPeriodDays: integer('appeal_period_days').notNull(),
  objectionPeriodDays: integer('objection_period_days').notNull(),
  releaseAfterObjectionPeriod: boolean('release_after_objection_period').notNull().default(true),
  clawBack: boolean('claw_back').notNull().default(false),
  createdBy: userRef('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ideaPremiums = pgTable('idea_premiums', {
  ideaId: text('idea_id')
    .primaryKey()
    .references(() => ideas.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  ruleSetId: text('rule_set_id')
    .notNull()
    .references(() => premiumRuleSets.id),
  kind: text('kind', { enum: ['calculable', 'notCalculable', 'appreciation'] }).notNull(),
  status: text('status', { enum: ['proposed', 'approved', 'objected', 'released'] }).notNull().default('proposed'),
  amount: money('amount').notNull(),
  proposedAmount: money('proposed_amount').notNull(),
  currency: text('currency').notNull(),
  derivation: jsonb('derivation').$type<PremiumDerivation>().notNull(),
  adjustmentReason: text('adjustment_reason'),
  adjustedBy: userRef('adjusted_by'),
  managerApprovedBy: userRef('manager_approved_by'),
  managerApprovedAt: ts('manager_approved_at'),
  worksCouncilBy: userRef('works_council_by'),
  worksCouncilApprovedAt: ts('works_council_approved_at'),
  objectedAt: ts('objected_at'),
  objectionReason: text('objection_reason'),
  objectionDeadline: ts('objection_deadline'),
  releaseAfterDeadline: boolean('release_after_deadline').notNull().default(true),
  releasedAt: ts('released_at'),
  sharesConfirmed: boolean('shares_confirmed').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const ideaPremiumShares = pgTable(
  'idea_premium_shares',
  {
    ideaId: text('idea_id')
      .notNull()
      .references(() => ideaPremiums.ideaId, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    proposed: boolean('proposed').notNull().default(false),
    basisPoints: integer('basis_points').notNull(),
    amount: money('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.proposed, t.userId] })],
);
