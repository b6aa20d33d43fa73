/** Files attached to ideas (migration 0001). */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { ideas } from './ideas';

export const ideaAttachments = pgTable('idea_attachments', {
  id: text('id').primaryKey(),
  ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }),
  storageKey: text('storage_key').notNull(),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
});

/** Files still to be removed from the attachment store, retried until the store answers (migration 0015). */
export const blobDeletions = pgTable('blob_deletions', {
  storageKey: text('storage_key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
