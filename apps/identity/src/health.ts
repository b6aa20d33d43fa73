import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { SqlClient } from './sql.js';

/** A caller's (or the load balancer's) id is kept when it is a plain token of at most 128 characters. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: its `x-request-id` (from haproxy, the shell or the API) when sane, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * One JSON line per request (request id, bound by the request's logger as reqId; method, path without its query — which may carry codes —,
 * status, duration, client address `ip`: the rightmost untrusted X-Forwarded-For hop), also for the requests oidc-provider answers on the raw response; every
 * answer carries x-request-id.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
    const started = process.hrtime.bigint();
    reply.raw.once('finish', () => {
      request.log.info(
        {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.raw.statusCode,
          durationMs: Number((process.hrtime.bigint() - started) / 100_000n) / 10,
          ip: request.ip,
        },
        'request',
      );
    });
  });
}

/**
 * /health/live (the process answers) and /health/ready (the database answers; 503 naming it, or
 * `draining` while a stopping instance waits for the load balancer to notice). /healthz stays.
 */
export function registerHealth(app: FastifyInstance, sql: SqlClient, draining: () => boolean): void {
  app.get('/health/live', async (_request, reply) => reply.type('application/json').send({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    let database: 'ok' | 'failed' = 'ok';
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([sql.query('select 1'), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), 2000)))]);
    } catch {
      database = 'failed';
    } finally {
      clearTimeout(timer);
    }
    const checks = { database };
    if (draining()) return reply.status(503).send({ status: 'draining', checks });
    if (database === 'failed') return reply.status(503).send({ status: 'unavailable', checks });
    return reply.send({ status: 'ready', checks });
  });
}
