/**
 * The provider's one error type. Route handlers throw an IdentityError for answers that are not a
 * page (404, 405); anything else that escapes a handler is logged and answered 500. The bodies are
 * short plain text: these are answers to requests no page of ours makes.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export type IdentityErrorCode = 'NOT_FOUND' | 'METHOD_NOT_ALLOWED' | 'PAYLOAD_TOO_LARGE' | 'INTERNAL';

const TEXT: Record<IdentityErrorCode, string> = {
  NOT_FOUND: 'Not Found',
  METHOD_NOT_ALLOWED: 'Method Not Allowed',
  PAYLOAD_TOO_LARGE: 'Payload Too Large',
  INTERNAL: 'Internal Server Error',
};

export class IdentityError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: IdentityErrorCode,
    readonly headers: Record<string, string> = {},
  ) {
    super(TEXT[code]);
    this.name = 'IdentityError';
  }
}

export const notFound = () => new IdentityError(404, 'NOT_FOUND');
export const methodNotAllowed = (allow = 'GET, POST') => new IdentityError(405, 'METHOD_NOT_ALLOWED', { allow });

/** Any error as an IdentityError; unexpected ones are logged (message only: no request data). */
export function toIdentityError(err: unknown): IdentityError {
  if (err instanceof IdentityError) return err;
  if ((err as FastifyError | undefined)?.statusCode === 413) return new IdentityError(413, 'PAYLOAD_TOO_LARGE');
  console.error('[identity] page error:', err instanceof Error ? err.message : err);
  return new IdentityError(500, 'INTERNAL');
}

/** Answers an error on a raw response (routes that hand the response to oidc-provider). */
export function writeError(res: ServerResponse, err: unknown): void {
  const e = toIdentityError(err);
  if (!res.headersSent) {
    res.statusCode = e.statusCode;
    for (const [k, v] of Object.entries(e.headers)) res.setHeader(k, v);
    res.setHeader('content-type', 'text/plain; charset=utf-8');
  }
  res.end(e.message);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, _request, reply) => {
    const e = toIdentityError(err);
    return reply.code(e.statusCode).headers(e.headers).type('text/plain; charset=utf-8').send(e.message);
  });
}
