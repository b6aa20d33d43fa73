/** Idea categories of a tenant (migrations 0001, 0003, 0013, 0020). */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { tenants } from './tenants';

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  description: text('description'), // 0003
  /** The name shown in German; the name where it is not set (0013). */
  nameDe: text('name_de'),
  version: integer('version').notNull().default(1), // 0020
});
