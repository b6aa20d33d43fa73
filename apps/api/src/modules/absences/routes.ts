import { AbsenceInput, AbsenceResponse, Id } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/caller';
import type { ModuleOptions } from '../context';
import { clearAbsence, findAbsence, requireTenantPerson, saveAbsence } from './repository';

const ownTags = ['users'];
const adminTags = ['admin'];
const params = z.object({ id: Id });
const putDescription =
  'From the first to the last day (both included) new tasks for the person go to the deputy, and the deputy works the person’s open tasks ' +
  '(assess, review, expert opinion, implement, decide) and nothing more. 400 VALIDATION_FAILED: `to` before `from` (absence.endBeforeStart), ' +
  'the deputy the person themselves (absence.deputyIsSelf) or not an active person of the tenant (absence.deputyRequired).';

/** Absences and deputies: one's own in the profile; an administrator's for someone of the tenant. */
export const absencesModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);

  app.get('/users/me/absence', { schema: { tags: ownTags, description: 'The caller’s absence and deputy (null: none).', response: { 200: AbsenceResponse } } }, async (request) => ({
    absence: await findAbsence(db, request.caller.tenantId, request.caller.id),
  }));

  app.put(
    '/users/me/absence',
    { schema: { tags: ownTags, description: `Sets the caller’s absence and deputy. ${putDescription}`, body: AbsenceInput, response: { 200: AbsenceResponse } } },
    async (request) => {
      await saveAbsence(db, request.caller, request.caller.id, request.body);
      return { absence: await findAbsence(db, request.caller.tenantId, request.caller.id) };
    },
  );

  app.delete('/users/me/absence', { schema: { tags: ownTags, description: 'Ends the caller’s absence (tasks stay with whoever has them).', response: { 200: AbsenceResponse } } }, async (request) => {
    await clearAbsence(db, request.caller.tenantId, request.caller.id);
    return { absence: null };
  });

  app.get(
    '/admin/users/:id/absence',
    { schema: { tags: adminTags, description: 'ADMIN: a person’s absence. 403 unless ADMIN, 404 outside the tenant.', params, response: { 200: AbsenceResponse } } },
    async (request) => {
      requireAdmin(request);
      await requireTenantPerson(db, request.caller, request.params.id);
      return { absence: await findAbsence(db, request.caller.tenantId, request.params.id) };
    },
  );

  app.put(
    '/admin/users/:id/absence',
    { schema: { tags: adminTags, description: `ADMIN sets a person’s absence (403 unless ADMIN, 404 outside the tenant). ${putDescription}`, params, body: AbsenceInput, response: { 200: AbsenceResponse } } },
    async (request) => {
      requireAdmin(request);
      await requireTenantPerson(db, request.caller, request.params.id);
      await saveAbsence(db, request.caller, request.params.id, request.body);
      return { absence: await findAbsence(db, request.caller.tenantId, request.params.id) };
    },
  );

  app.delete(
    '/admin/users/:id/absence',
    { schema: { tags: adminTags, description: 'ADMIN ends a person’s absence. 403 unless ADMIN, 404 outside the tenant.', params, response: { 200: AbsenceResponse } } },
    async (request) => {
      requireAdmin(request);
      await requireTenantPerson(db, request.caller, request.params.id);
      await clearAbsence(db, request.caller.tenantId, request.params.id);
      return { absence: null };
    },
  );
};
