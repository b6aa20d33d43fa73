/**
 * The attachment store failed to answer (bucket unreachable, timed out, refused the request):
 * the API answers 503 STORAGE_UNAVAILABLE with Retry-After instead of 500. The cause is kept for
 * the log. Errors of the caller's own upload stream (413, 415) are never wrapped.
 */
export class StorageUnavailableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`Attachment storage unavailable (${operation}): ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Seconds a client should wait before retrying after a 503 from the storage. */
export const STORAGE_RETRY_AFTER_SECONDS = 30;

/** Default deadline of one storage call (connect, a whole HeadBucket/GetObject/DeleteObject, an upload socket's silence). */
export const DEFAULT_STORAGE_TIMEOUT_MS = 10_000;
