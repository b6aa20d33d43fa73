/** Idea categories of a tenant (migrations 0001, 0003). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { tenants } from './tenants';

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  description: text('description'), // 0003
});
