/** Reactions to ideas: follows, likes, daily views (migrations 0001, 0002). */
import { date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';
import { users } from './users';

export const ideaFollowers = pgTable(
  'idea_followers',
  {
    ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] })],
);

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
