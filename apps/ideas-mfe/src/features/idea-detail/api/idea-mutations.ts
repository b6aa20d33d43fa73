import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AttachmentUploadResponse,
  CommentListResponse,
  IDEA_LIMITS,
  ATTACHMENT_TYPES,
  LikeResponse,
  ViewResponse,
  ideaValidationMessage,
} from '@idea-portal/contracts';
import { ApiRequestError, ideasApi, normalizeLanguage, ideasKeys } from '@idea-portal/platform';
import { Ignored, ideaPath } from '../../../api/idea-actions';

export const toggleLike = (ideaId: string) => ideasApi.request(ideaPath(ideaId, '/like'), LikeResponse, { method: 'POST' });
export const countView = (ideaId: string) => ideasApi.request(ideaPath(ideaId, '/views'), ViewResponse, { method: 'POST' });

export const addContributor = (ideaId: string, userId: string) =>
  ideasApi.request(ideaPath(ideaId, '/contributors'), Ignored, { method: 'POST', body: { userId } });
export const removeContributor = (ideaId: string, userId: string) =>
  ideasApi.request(ideaPath(ideaId, `/contributors/${encodeURIComponent(userId)}`), Ignored, { method: 'DELETE' });

export const deleteAttachment = (ideaId: string, attachmentId: string) =>
  ideasApi.request(ideaPath(ideaId, `/attachments/${encodeURIComponent(attachmentId)}`), Ignored, { method: 'DELETE' });
export const attachmentPath = (ideaId: string, attachmentId: string, inline = false) =>
  ideaPath(ideaId, `/attachments/${encodeURIComponent(attachmentId)}${inline ? '?inline=1' : ''}`);

export async function uploadAttachments(ideaId: string, files: File[], onProgress?: (p: number) => void) {
  const body = new FormData();
  for (const f of files) body.append('files', f, f.name);
  return ideasApi.upload(ideaPath(ideaId, '/attachments'), AttachmentUploadResponse, body, { onProgress });
}

const ALLOWED_EXTENSIONS = new Set<string>(Object.values(ATTACHMENT_TYPES).flat());

/** Client-side check before uploading (the API checks again, by content): a validation key or null. */
export function checkFiles(files: File[]): string | null {
  if (files.length > IDEA_LIMITS.attachmentsPerRequest) return 'validation.tooManyFiles';
  if (files.some((f) => f.size > IDEA_LIMITS.attachmentMaxBytes)) return 'validation.fileTooLarge';
  if (files.some((f) => !ALLOWED_EXTENSIONS.has(f.name.slice(f.name.lastIndexOf('.')).toLowerCase()))) return 'validation.fileTypeNotAllowed';
  return null;
}

/**
 * The reason shown under 'Error uploading file(s).': the API's 413 / 415 (and our own checks)
 * as the contracts' texts in the current language, a validation message as sent, else generic.
 */
export function uploadErrorReason(error: unknown, language: string | undefined, generic: string): string {
  const lang = normalizeLanguage(language);
  if (typeof error === 'string') return ideaValidationMessage(error, lang);
  if (error instanceof ApiRequestError) {
    if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') return ideaValidationMessage('validation.fileTooLarge', lang);
    if (error.status === 415 || error.code === 'UNSUPPORTED_MEDIA_TYPE') return ideaValidationMessage('validation.fileTypeNotAllowed', lang);
    if (error.code === 'VALIDATION_FAILED') {
      const key = error.details?.[0]?.message ?? error.message;
      return ideaValidationMessage(key, lang);
    }
  }
  return generic;
}

export const commentsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: ideasKeys.comments(ideaId),
    queryFn: ({ signal }) => ideasApi.get(ideaPath(ideaId, '/comments'), CommentListResponse, { signal }),
  });

export const useComments = (ideaId: string) => useQuery(commentsQueryOptions(ideaId));

export const deleteComment = (ideaId: string, commentId: string) =>
  ideasApi.request(ideaPath(ideaId, `/comments/${encodeURIComponent(commentId)}`), Ignored, { method: 'DELETE' });
