/** Absences and deputies (migration 0034). */
import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { tenants } from './tenants';
import { users } from './users';

export const userAbsences = pgTable('user_absences', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  deputyId: text('deputy_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  setBy: text('set_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
