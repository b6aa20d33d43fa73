import type { SqlRunner } from '@idea-portal/db';
import type { FastifyInstance } from 'fastify';

/** How long an idempotency key's answer is replayed (the same 24 hours as apps/api/src/http/idempotency.ts). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

/**
 * Deletes the rate-limit counters whose window has ended and the idempotency keys older than
 * IDEMPOTENCY_KEEP_HOURS. Neither is read again (a new window or an expired key starts afresh),
 * so without this both tables grow with every address, user and key ever seen.
 */
export async function purgeExpiredRows(sql: SqlRunner, windowSeconds: number): Promise<void> {
  await sql.query('DELETE FROM api_rate_limits WHERE window_start < now() - make_interval(secs => $1::int)', [windowSeconds]);
  await sql.query('DELETE FROM api_idempotency_keys WHERE created_at < now() - make_interval(hours => $1::int)', [IDEMPOTENCY_KEEP_HOURS]);
}

/**
 * Runs purgeExpiredRows once the app is ready and then once per window, on every instance (two
 * cheap DELETEs; a failure is logged and tried again next window). Not on the request path, so
 * a slow table never delays an answer; the app's close waits for a purge under way.
 */
export function purgeExpiredRowsEvery(app: FastifyInstance, sql: SqlRunner, windowSeconds: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeExpiredRows(sql, windowSeconds)
      .catch((err: unknown) => app.log.warn({ err }, 'purge of expired rate-limit counters and idempotency keys failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, windowSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
