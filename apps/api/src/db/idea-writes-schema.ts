/** Drizzle tables of migrations/0002_idea_writes.sql (comments, likes, views, revision requests). */
import { date, pgTable, primaryKey, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ideas, tenants, users } from './schema';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });

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

export const ideaLikes = pgTable(
  'idea_likes',
  {
    ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] })],
);

export const ideaViews = pgTable(
  'idea_views',
  {
    ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId, t.day] })],
);

export const ideaRevisionRequests = pgTable('idea_revision_requests', {
  id: text('id').primaryKey(),
  ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  authorId: text('author_id').references(() => users.id),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
