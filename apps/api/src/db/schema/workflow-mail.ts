/** Workflow e-mail claims (migration 0018). */
import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideaHistory } from './ideas';
import { users } from './users';

/** One row per (recipient, event), inserted before the mail goes out: the event is never mailed twice. */
export const workflowMailDeliveries = pgTable(
  'workflow_mail_deliveries',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull().references(() => ideaHistory.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    outcome: text('outcome', { enum: ['immediately', 'daily', 'off', 'withheld'] }).notNull(),
    claimedAt: ts('claimed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);

/** One row per (person, UTC day): that day's digest was claimed by one instance. */
export const workflowMailDigests = pgTable(
  'workflow_mail_digests',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    claimedAt: ts('claimed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** When workflow mail started on this database: older history is never mailed. */
export const workflowMailStart = pgTable('workflow_mail_start', {
  id: boolean('id').primaryKey().default(true),
  since: ts('since').notNull().defaultNow(),
});
