import { z } from 'zod';
import { IsoDate } from './common';
import { objectError } from './internal/idea-zod';

/** Files attached to ideas. */

/** File kinds accepted as attachments; checked by content (magic bytes), not only by name. */
export const ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'text/plain': ['.txt', '.text', '.log', '.csv', '.md'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;
/** For `<input type="file" accept>`. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES).flat().join(',');

export const Attachment = z.object({
  id: z.string(),
  index: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  /** Unknown for some older files. */
  size: z.number().int().nullable(),
  uploadedAt: IsoDate,
});
export type Attachment = z.infer<typeof Attachment>;

/** POST /ideas/{id}/attachments (multipart, field name `files`, several at once): the new attachments. */
export const AttachmentUploadResponse = z.array(Attachment);
export type AttachmentUploadResponse = z.infer<typeof AttachmentUploadResponse>;

/** GET /ideas/{id}/attachments/{attachmentId}?inline=1 previews images inline. */
export const AttachmentDownloadQuery = z.strictObject({ inline: z.enum(['0', '1']).optional() }, objectError);
