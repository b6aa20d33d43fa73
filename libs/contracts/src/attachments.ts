import { z } from 'zod';
import { IsoDate } from './common';
import { objectError } from './internal/idea-zod';

/** Files attached to ideas. */

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
