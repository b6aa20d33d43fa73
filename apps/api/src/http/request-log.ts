import type { FastifyInstance } from 'fastify';

/**
 * One info line per request: request id (bound by the request's logger as reqId), method, route pattern (not the URL, whose query may hold
 * personal data), status, duration, the client address (`ip`: behind trusted proxies the
 * rightmost untrusted X-Forwarded-For hop, as the rate limits count it) and the signed-in user's
 * id. No headers, so no tokens. 5xx
 * errors are logged with their error by the error handler.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(unknown route)',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        ip: request.ip,
        ...(request.caller ? { userId: request.caller.userId } : {}),
      },
      'request',
    );
  });
}
