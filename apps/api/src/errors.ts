import type { ApiError, ErrorCode } from '@idea-portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError } from './storage/storage-error';

const STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  NOT_EDITABLE: 409,
  INVALID_TRANSITION: 409,
  CONFLICT_OF_INTEREST: 403,
  ASSIGNEE_IS_CREATOR: 409,
  SECOND_PERSON_REQUIRED: 403,
  CONTRIBUTORS_FROZEN: 409,
  APPEAL_PERIOD_OVER: 409,
  APPEAL_PENDING: 409,
  NOT_APPEALABLE: 409,
  DUPLICATE_NOT_EARLIER: 400,
  DUPLICATE_OF_ITSELF: 400,
  NOTHING_TO_EXPORT: 409,
  SAVED_SEARCH_LIMIT: 409,
  SAVED_SEARCH_NAME_TAKEN: 409,
  DOMAIN_TAKEN: 409,
  SELF_MODIFICATION_FORBIDDEN: 409, CATEGORY_IN_USE: 409,
  USER_INACTIVE: 409,
  INVITATION_NOT_PENDING: 409,
  PASSWORD_NOT_MANAGED: 409,
  MAIL_FAILED: 502,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FOREIGN_IMAGE_URL: 400,
  RATE_LIMITED: 429,
  TIMEOUT: 503,
  STORAGE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** An error the API answers as `{ code, message, details? }` with the code's HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ApiError['details'],
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = STATUS[code];
  }
}

export const notFound = (what: string) => new HttpError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError('FORBIDDEN', message);
export const badRequest = (message: string, path = '') => new HttpError('VALIDATION_FAILED', message, [{ path, message }]);

/**
 * The SQLSTATE of a database error (pg and PGlite set `code`; drizzle wraps them in `cause`).
 * Class 22 ("data exception": bad text encoding, out-of-range or malformed values) is caused by
 * input that slipped past validation, so it answers 400 instead of 500.
 */
function dataException(err: unknown): string | null {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.code;
  }
  return null;
}

/** Fastify's own client errors mapped to our stable codes. */
function fromFastifyError(err: FastifyError): ApiError & { status: number } {
  if (dataException(err)) return { status: 400, code: 'VALIDATION_FAILED', message: 'Invalid input' };
  if (err.validation) {
    const context = err.validationContext ?? 'request';
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `Invalid ${context}`,
      details: err.validation.map((v) => ({
        path: `${context}${v.instancePath && v.instancePath !== '/' ? v.instancePath.replaceAll('/', '.') : ''}`,
        message: v.message ?? 'invalid',
      })),
    };
  }
  const status = err.statusCode ?? 500;
  if (status === 413) return { status, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
  if (status === 415) return { status, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' };
  if (status === 429) return { status, code: 'RATE_LIMITED', message: 'Too many requests' };
  if (status === 404) return { status, code: 'NOT_FOUND', message: 'Not found' };
  if (status >= 400 && status < 500) return { status, code: 'VALIDATION_FAILED', message: err.message };
  return { status: 500, code: 'INTERNAL', message: 'An unexpected error occurred' };
}

/** JSON problems for every error and for unknown routes. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof HttpError) {
      const body: ApiError = { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) };
      return reply.status(err.statusCode).send(body);
    }
    if (err instanceof StorageUnavailableError) {
      // Not a bug of ours: the bucket is down or too slow. The client may retry; the log keeps the cause.
      request.log.warn({ err }, 'attachment storage unavailable');
      const body: ApiError = { code: 'STORAGE_UNAVAILABLE', message: 'The attachment storage is unavailable; try again in a moment' };
      return reply.status(503).header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS)).send(body);
    }
    const { status, ...body } = fromFastifyError(err as FastifyError);
    if (dataException(err)) request.log.warn({ err }, 'the database rejected input that passed validation');
    if (status >= 500) request.log.error({ err }, 'request failed');
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` };
    return reply.status(404).send(body);
  });
}
