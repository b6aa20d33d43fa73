import { Id, OrganizationalUnitListResponse, Tenant, TenantListResponse } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import type { ModuleOptions } from '../context';
import { loadTenantDirectory } from './queries';

/** Tenants and organisational units (read only), always the caller's own tenant. */
export const tenantsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);

  app.get('/tenants', { schema: { tags: ['tenants'], response: { 200: TenantListResponse } } }, async (request) => {
    const dir = await loadTenantDirectory(db, request.caller.tenantId);
    return { tenants: dir ? [dir.tenant] : [] };
  });

  app.get(
    '/tenants/:id',
    { schema: { tags: ['tenants'], params: z.object({ id: Id }), response: { 200: Tenant } } },
    async (request) => {
      if (request.params.id !== request.caller.tenantId) throw notFound('Tenant');
      const dir = await loadTenantDirectory(db, request.caller.tenantId);
      if (!dir) throw notFound('Tenant');
      return dir.tenant;
    },
  );

  app.get(
    '/organizational-units',
    { schema: { tags: ['tenants'], response: { 200: OrganizationalUnitListResponse } } },
    async (request) => {
      const dir = await loadTenantDirectory(db, request.caller.tenantId);
      return { organizationalUnits: dir?.units ?? [] };
    },
  );
};
