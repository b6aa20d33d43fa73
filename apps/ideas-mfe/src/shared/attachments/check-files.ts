import { ATTACHMENT_TYPES, IDEA_LIMITS, type ideaValidationMessage } from '@idea-portal/contracts';
import { ApiRequestError, normalizeLanguage } from '@idea-portal/platform';

const ALLOWED_EXTENSIONS = new Set<string>(Object.values(ATTACHMENT_TYPES).flat());

/** Client-side check before uploading (the API checks again, by content): a validation key or null. */
export function checkFiles(files: File[]): string | null {
  if (files.length > IDEA_LIMITS.attachmentsPerRequest) return 'validation.tooManyFiles';
  if (files.some((f) => f.size > IDEA_LIMITS.attachmentMaxBytes)) return 'validation.fileTooLarge';
  if (files.some((f) => !ALLOWED_EXTENSIONS.has(f.name.slice(f.name.lastIndexOf('.')).toLowerCase()))) return 'validation.fileTypeNotAllowed';
  return null;
}

/** The validation key of a failed upload: the API's 413 / 415 / 503 storage, a validation message as sent, our own check's key; null: none of those. */
export function uploadErrorKey(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (error instanceof ApiRequestError) {
    if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') return 'validation.fileTooLarge';
    if (error.status === 415 || error.code === 'UNSUPPORTED_MEDIA_TYPE') return 'validation.fileTypeNotAllowed';
    if (error.code === 'STORAGE_UNAVAILABLE') return 'validation.storageUnavailable';
    if (error.code === 'VALIDATION_FAILED') return error.details?.[0]?.message ?? error.message;
  }
  return null;
}

/** The reason shown under 'Error uploading file(s).': the contracts' text of its key in the current language, else generic. */
export function uploadErrorReason(messages: typeof ideaValidationMessage, error: unknown, language: string | undefined, generic: string): string {
  const key = uploadErrorKey(error);
  return key ? messages(key, normalizeLanguage(language)) : generic;
}

/** uploadErrorReason with the contracts' texts loaded first (a chunk of their own; the idea page does not carry them). */
export function loadUploadErrorReason(error: unknown, language: string | undefined, generic: string): Promise<string> {
  return import(/* webpackChunkName: "validation-texts" */ '../lib/validation-texts').then(
    ({ ideaValidationMessage }) => uploadErrorReason(ideaValidationMessage, error, language, generic),
    () => generic,
  );
}
