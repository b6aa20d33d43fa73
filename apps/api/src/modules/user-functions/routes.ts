import { Id, UserFunctions, UserFunctionsInput } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/caller';
import type { ModuleOptions } from '../context';
import { seesTariffGroup } from '../workflow/repository';
import { setUserFunctions, userFunctions } from './repository';

const tags = ['users'];
const params = z.object({ id: Id });

/** Works council / idea manager functions and the tariff/salary group only those two may read. */
export const userFunctionsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/users/:id/functions',
    {
      schema: {
        tags,
        description: "A user's functions (worksCouncil, ideaManager); `tariffGroup` only for the works council and the idea manager. 404 outside the tenant.",
        params,
        response: { 200: UserFunctions },
      },
    },
    async (request) => userFunctions(db, request.caller.tenantId, request.params.id, await seesTariffGroup(db, request.caller)),
  );

  app.put(
    '/admin/users/:id/functions',
    {
      schema: {
        tags: ['admin'],
        description:
          'ADMIN sets the functions and the tariff/salary group (the answer shows the group only to works council / idea manager). Every change is recorded in the admin activity log (GET /admin/activity, entityType `user`), the tariff group without its values.',
        params,
        body: UserFunctionsInput,
        response: { 200: UserFunctions },
      },
    },
    async (request) => {
      requireAdmin(request);
      await setUserFunctions(db, request.caller, request.params.id, request.body.functions, request.body.tariffGroup);
      return userFunctions(db, request.caller.tenantId, request.params.id, await seesTariffGroup(db, request.caller));
    },
  );
};
