import type { FastifyInstance } from 'fastify';

const draining = new WeakSet<FastifyInstance>();

/** Whether the instance is stopping (readiness answers 503 `draining`). */
export const isDraining = (app: FastifyInstance) => draining.has(app);

/**
 * Graceful stop: readiness turns 503 at once, the instance keeps serving for `delayMs` so the load
 * balancer's health checks take it out of rotation, then it stops accepting connections, lets the
 * requests in flight finish (idle keep-alive sockets are closed) and runs the onClose hooks.
 */
export async function drainAndClose(app: FastifyInstance, delayMs = 0): Promise<void> {
  draining.add(app);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
