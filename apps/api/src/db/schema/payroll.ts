/** Payroll export batches and their rows (migration payroll_exports). */
import { date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';
import { tenants } from './tenants';
import { users } from './users';

export const payrollBatches = pgTable('payroll_batches', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  periodFrom: date('period_from', { mode: 'string' }).notNull(),
  periodTo: date('period_to', { mode: 'string' }).notNull(),
  wageType: text('wage_type'),
  createdBy: text('created_by').references(() => users.id),
  createdByName: text('created_by_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const payrollBatchRows = pgTable(
  'payroll_batch_rows',
  {
    batchId: text('batch_id').notNull().references(() => payrollBatches.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull().references(() => tenants.id),
    ideaId: text('idea_id').notNull().references(() => ideas.id),
    userId: text('user_id').notNull().references(() => users.id),
    personnelNumber: text('personnel_number'),
    name: text('name').notNull(),
    organizationalUnit: text('organizational_unit'),
    costCentre: text('cost_centre'),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    releasedAt: ts('released_at').notNull(),
    wageType: text('wage_type'),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.ideaId, t.userId] })],
);
