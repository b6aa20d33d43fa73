import { downloadFile, ideasApi } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** GET /ideas/{id}/attachments/{attachmentId}; `inline` for previews. */
export const attachmentPath = (ideaId: string, attachmentId: string, inline = false) =>
  ideaPath(ideaId, `/attachments/${encodeURIComponent(attachmentId)}${inline ? '?inline=1' : ''}`);

/** Downloads an attachment under its file name. */
export const downloadAttachment = (ideaId: string, attachment: { id: string; fileName: string }) =>
  downloadFile(ideasApi, attachmentPath(ideaId, attachment.id), attachment.fileName);
