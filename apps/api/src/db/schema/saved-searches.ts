/** Saved searches, their matches and claimed job runs (migration 0007). */
import type { SavedSearchQuery } from '@idea-portal/contracts';
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';
import { tenants } from './tenants';
import { users } from './users';

export const savedSearches = pgTable('saved_searches', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  query: jsonb('query').$type<SavedSearchQuery>().notNull(),
  position: integer('position').notNull(),
  subscribed: boolean('subscribed').notNull().default(false),
  emailDigest: boolean('email_digest').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: text('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull().references(() => tenants.id),
    matchedAt: ts('matched_at').notNull().defaultNow(),
    digestedAt: ts('digested_at'),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.ideaId] })],
);

export const apiJobRuns = pgTable(
  'api_job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: ts('started_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
