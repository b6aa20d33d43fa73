import type { SqlRunner } from '@idea-portal/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export interface RateLimitOptions {
  /** Requests per window for one signed-in user (token `sub`). */
  perUser: number;
  /** Requests per window from one client address. */
  perAddress: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { perUser: 600, perAddress: 1200, windowSeconds: 60 };

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

/**
 * Per-address limit before anything else runs, per-user limit once the token is verified
 * (preHandler runs after the modules' authenticate hooks). 429 RATE_LIMITED with Retry-After.
 */
export function registerRateLimit(app: FastifyInstance, sql: SqlRunner, options: RateLimitOptions): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.method === 'OPTIONS' || request.url === '/health') return;
    await enforce(sql, reply, `ip:${request.ip}`, options.perAddress, options.windowSeconds);
  });
  app.addHook('preHandler', async (request, reply) => {
    if (request.caller) await enforce(sql, reply, `user:${request.caller.userId}`, options.perUser, options.windowSeconds);
  });
}
