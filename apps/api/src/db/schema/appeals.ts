/** Appeals against a rejection or premium, and duplicate links (migration appeals_duplicates_payroll_fields). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';
import { tenants } from './tenants';
import { users } from './users';

export const ideaAppeals = pgTable('idea_appeals', {
  id: text('id').primaryKey(),
  ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  subject: text('subject', { enum: ['rejection', 'premium'] }).notNull(),
  reason: text('reason').notNull(),
  appellantId: text('appellant_id').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  outcome: text('outcome', { enum: ['upheld', 'dismissed'] }),
  decisionReason: text('decision_reason'),
  decidedBy: text('decided_by').references(() => users.id),
  decidedAt: ts('decided_at'),
});

export const ideaDuplicates = pgTable('idea_duplicates', {
  ideaId: text('idea_id').primaryKey().references(() => ideas.id, { onDelete: 'cascade' }),
  earlierIdeaId: text('earlier_idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  note: text('note'),
  linkedBy: text('linked_by').references(() => users.id),
  linkedAt: ts('linked_at').notNull().defaultNow(),
});
