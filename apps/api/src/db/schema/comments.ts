/** Comments and replies on ideas (migration 0002). */
import { pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';
import { tenants } from './tenants';
import { users } from './users';

export const ideaComments = pgTable('idea_comments', {
  id: text('id').primaryKey(),
  ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  parentId: text('parent_id').references((): AnyPgColumn => ideaComments.id, { onDelete: 'cascade' }),
  authorId: text('author_id').references(() => users.id),
  text: text('text').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
  deletedBy: text('deleted_by').references(() => users.id),
});
