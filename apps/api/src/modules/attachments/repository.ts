import type { Attachment } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, asc, eq, max } from 'drizzle-orm';
import { ideaAttachments } from '../../db/schema';

export type AttachmentRow = typeof ideaAttachments.$inferSelect;

export const toAttachment = (a: AttachmentRow): Attachment => ({
  id: a.id,
  index: a.position,
  fileName: a.fileName,
  contentType: a.contentType,
  size: a.size,
  uploadedAt: a.uploadedAt.toISOString(),
});

/** An idea's attachments in upload order. */
export function listAttachments(db: Database, ideaId: string): Promise<AttachmentRow[]> {
  return db.select().from(ideaAttachments).where(eq(ideaAttachments.ideaId, ideaId)).orderBy(asc(ideaAttachments.position));
}

export async function findAttachment(db: Database, ideaId: string, attachmentId: string): Promise<AttachmentRow | undefined> {
  const [att] = await db
    .select()
    .from(ideaAttachments)
    .where(and(eq(ideaAttachments.id, attachmentId), eq(ideaAttachments.ideaId, ideaId)))
    .limit(1);
  return att;
}

export interface StoredFile {
  id: string;
  key: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** Adds stored files after the idea's last attachment (call with the idea locked). */
export async function appendAttachments(tx: Database, ideaId: string, files: StoredFile[]): Promise<AttachmentRow[]> {
  const [top] = await tx.select({ last: max(ideaAttachments.position) }).from(ideaAttachments).where(eq(ideaAttachments.ideaId, ideaId));
  let position = (top?.last ?? -1) + 1;
  return tx
    .insert(ideaAttachments)
    .values(files.map((s) => ({ id: s.id, ideaId, position: position++, fileName: s.fileName, contentType: s.contentType, size: s.size, storageKey: s.key })))
    .returning();
}

export async function deleteAttachment(tx: Database, attachmentId: string): Promise<void> {
  await tx.delete(ideaAttachments).where(eq(ideaAttachments.id, attachmentId));
}
