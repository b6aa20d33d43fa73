import { HealthResponse, LivenessResponse, ReadinessResponse, RemoteConfig } from '@idea-portal/contracts';
import type { DatabaseHandle } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlobStore } from '../../storage/blob-store';

export interface SystemOptions {
  db: DatabaseHandle;
  remoteConfig: RemoteConfig;
  blobs: BlobStore;
  /** True once the instance is stopping (readiness answers 503 from then on). */
  draining: () => boolean;
}

/** How long one readiness dependency may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

async function probe(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([check(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)))]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Public endpoints: /health (checks the database), /health/live (the process answers),
 * /health/ready (database and attachment storage answer; what a load balancer routes on) and
 * /config.
 */
export const systemModule: FastifyPluginAsyncZod<SystemOptions> = async (app, { db, remoteConfig, blobs, draining }) => {
  app.get('/health/live', { schema: { tags: ['system'], response: { 200: LivenessResponse } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/health/ready',
    { schema: { tags: ['system'], description: '200 when the database and the attachment storage answer; 503 names the failed one (or says the instance is draining).', response: { 200: ReadinessResponse, 503: ReadinessResponse } } },
    async (request, reply) => {
      const [database, storage] = await Promise.all([probe(() => db.query('select 1')), probe(() => blobs.check())]);
      const checks = { database, storage };
      if (draining()) return reply.status(503).send({ status: 'draining' as const, checks });
      if (database === 'ok' && storage === 'ok') return { status: 'ready' as const, checks };
      request.log.warn({ checks }, 'readiness: a dependency is unavailable');
      return reply.status(503).send({ status: 'unavailable' as const, checks });
    },
  );

  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: HealthResponse, 503: HealthResponse } } },
    async (request, reply) => {
      try {
        await db.query('select 1');
        return { status: 'ok' as const, database: db.kind };
      } catch (err) {
        request.log.warn({ err }, 'health check: database unavailable');
        return reply.status(503).send({ status: 'unavailable' as const, database: db.kind });
      }
    },
  );

  app.get('/config', { schema: { tags: ['system'], response: { 200: RemoteConfig } } }, async () => remoteConfig);
};

/** Builds the remote configuration document from per-service base URLs. */
export function buildRemoteConfig(urls: { users: string; tenants?: string; ideas?: string }): RemoteConfig {
  const host = (url: string) => ({ customDomain: url, apiGatewayDomain: url });
  return { users: host(urls.users), tenants: host(urls.tenants ?? urls.users), ideas: host(urls.ideas ?? urls.users) };
}
