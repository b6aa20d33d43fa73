import { HealthResponse, RemoteConfig } from '@idea-portal/contracts';
import type { DatabaseHandle } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface SystemOptions {
  db: DatabaseHandle;
  remoteConfig: RemoteConfig;
}

/** Public endpoints: /health (checks the database) and /config (spec section 7). */
export const systemModule: FastifyPluginAsyncZod<SystemOptions> = async (app, { db, remoteConfig }) => {
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
