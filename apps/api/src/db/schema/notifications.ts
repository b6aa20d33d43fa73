/** The read state of notifications, per person (migration 0022). */
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './users';

export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').notNull(),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);

/** Everything before `readBefore` counts as read ("mark all as read"). */
export const notificationReadMarks = pgTable('notification_read_marks', {
  userId: text('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  readBefore: ts('read_before').notNull(),
});
