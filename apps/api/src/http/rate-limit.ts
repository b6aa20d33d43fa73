import type { SqlRunner } from '@idea-portal/db';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../errors';

export interface RateLimitOptions {
  /** Requests per window for one signed-in user (token `sub`). */
  perUser: number;
  /** Requests per window from one client address that are not signed in (no token, a rejected token). */
  perAddress: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perUser: 600, perAddress: 1200, windowSeconds: 60 };

/** The probes of the orchestrator and the balancer: never limited, never a counter in the database. */
const HEALTH_ROUTES = new Set(['/health', '/health/live', '/health/ready']);

/**
 * Counts a hit for `key` in the current fixed window, in the database so every instance shares
 * the count; returns the hits so far and the seconds until the window ends.
 */
async function hit(sql: SqlRunner, key: string, windowSeconds: number): Promise<{ hits: number; resetIn: number }> {
  const [row] = await sql.query<{ hits: number; reset_in: number | string }>(
    `INSERT INTO api_rate_limits AS r (key, window_start, hits)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int), 1)
     ON CONFLICT (key) DO UPDATE
       SET hits = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.hits + 1 ELSE 1 END,
           window_start = EXCLUDED.window_start
     RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $2::int) - now())))::int AS reset_in`,
    [key, windowSeconds],
  );
  return { hits: Number(row?.hits ?? 0), resetIn: Math.max(1, Number(row?.reset_in ?? windowSeconds)) };
}

async function enforce(sql: SqlRunner, reply: FastifyReply, key: string, max: number, windowSeconds: number): Promise<void> {
  const { hits, resetIn } = await hit(sql, key, windowSeconds);
  if (hits > max) {
    reply.header('retry-after', String(resetIn));
    throw new HttpError('RATE_LIMITED', 'Too many requests, try again later');
  }
}

export interface RateLimiter {
  /** Wraps the modules' authenticate hook: a rejected token counts toward its address's limit. */
  guardAuthenticate(authenticate: onRequestAsyncHookHandler): onRequestAsyncHookHandler;
}

/**
 * Signed-in users are limited per user, everything else per client address (request.ip: the
 * rightmost X-Forwarded-For hop that is not a trusted proxy). So one address that floods the API
 * (or a whole office behind one NAT) never locks out the signed-in users behind it:
 * - without an Authorization header: per address before anything else runs (onRequest);
 * - with a token that is rejected: per address, where the token fails (429 instead of 401 once over);
 * - with a verified token: per user (preHandler, after the modules' authenticate hooks);
 * - with a token on a route that does not read it (/config, an unknown path): per address.
 * Health routes and CORS preflights are never limited. Over a limit: 429 RATE_LIMITED with Retry-After.
 */
export function registerRateLimit(app: FastifyInstance, sql: SqlRunner, options: RateLimitOptions): RateLimiter {
  const counted = new WeakSet<FastifyRequest>();
  const exempt = (request: FastifyRequest) => request.method === 'OPTIONS' || HEALTH_ROUTES.has(request.routeOptions.url ?? '');
  const perAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    if (counted.has(request)) return;
    counted.add(request);
    await enforce(sql, reply, `ip:${request.ip}`, options.perAddress, options.windowSeconds);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!exempt(request) && request.headers.authorization === undefined) await perAddress(request, reply);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (exempt(request)) return;
    if (request.caller) await enforce(sql, reply, `user:${request.caller.userId}`, options.perUser, options.windowSeconds);
    else await perAddress(request, reply);
  });
  return {
    guardAuthenticate: (authenticate) =>
      async function authenticateCounted(request, reply) {
        try {
          await authenticate.call(this, request, reply);
        } catch (err) {
          // A rejected token (401, or 403 for a foreign X-User-Id); not an outage of the database.
          if (err instanceof HttpError && err.statusCode < 500) await perAddress(request, reply);
          throw err;
        }
      },
  };
}
