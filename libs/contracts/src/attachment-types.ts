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
