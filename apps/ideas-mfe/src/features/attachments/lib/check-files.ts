import { ATTACHMENT_TYPES, IDEA_LIMITS, ideaValidationMessage } from '@idea-portal/contracts';
import { ApiRequestError, normalizeLanguage } from '@idea-portal/platform';

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
