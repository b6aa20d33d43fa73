import {
  ActivityQuery,
  ActivityResponse,
  AdminStats,
  AdminCategoryListResponse,
  AdminCategoryRow,
  AdminUserCreateInput,
  AdminUserCreateResponse,
  AdminUserListQuery,
  AdminUserListResponse,
  AdminUserRow,
  AdminUserUpdateInput,
  CategoryInput,
  CategoryUpdateInput,
  Id,
  OrganizationListQuery,
  OrganizationListResponse,
  OrganizationRow,
  OrganizationUpdateInput,
  TenantSettings,
  TenantSettingsUpdate,
} from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/caller';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { ModuleOptions } from '../context';
import { sendAccountMail, type AccountMailHook } from './account-mail';
import { adminExportRoutes } from '../list-export/routes';
import { tenantActivity } from './activity';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories';
import { listOrganizations, updateOrganization } from './organizations';
import { adminStats } from './stats';
import { getSettings, putSettings } from './settings';
import { temporaryPassword } from './temporary-password';
import { createAdminUser, listAdminUsers, updateAdminUser } from './users';
import { sentVersion, withEtag } from './versions';

/** Called after POST /admin/users created a profile; gives the account its first (temporary) password. */
export type UserCreatedHook = (user: { email: string; userId: string }) => Promise<{ temporaryPassword: string }>;

const tags = ['admin'];
const Params = z.object({ id: Id });

/** Admin area: ADMIN only (403 FORBIDDEN otherwise), always the caller's tenant. */
export const adminModule: FastifyPluginAsyncZod<ModuleOptions & { onUserCreated?: UserCreatedHook; onAccountMail?: AccountMailHook }> = async (app, { db, authenticate, onUserCreated, onAccountMail }) => {
  app.addHook('onRequest', authenticate);
  // Before body/query validation, so a non-admin learns nothing from a 400.
  app.addHook('preValidation', async (request) => requireAdmin(request));
  await app.register(adminExportRoutes(db));

  app.get('/admin/stats', { schema: { tags, description: 'Dashboard figures of the tenant.', response: { 200: AdminStats } } }, async (request) =>
    adminStats(db, request.caller.tenantId),
  );

  app.get(
    '/admin/users',
    { schema: { tags, querystring: AdminUserListQuery, response: { 200: AdminUserListResponse } } },
    async (request) => listAdminUsers(db, request.caller.tenantId, request.query),
  );

  app.post(
    '/admin/users',
    {
      schema: {
        tags,
        description:
          'Creates a profile in your tenant. When the portal manages credentials, the answer carries a temporaryPassword (shown once) that the person must change at first sign-in. 409 CONFLICT when your tenant has the e-mail already; an address of another tenant\'s account answers as a creation but nothing is stored (no probing for accounts across tenants).',
        body: AdminUserCreateInput,
        response: { 201: AdminUserCreateResponse },
      },
    },
    async (request, reply) => {
      const created = await createAdminUser(db, request.caller, request.body);
      if (!created.stored) {
        // Told to nobody but the operator's log: the address has an account in another tenant.
        request.log.warn({ tenantId: request.caller.tenantId, existingUserId: created.existingUserId }, 'admin user create: the address belongs to another tenant; nothing stored');
        return reply.status(201).send(onUserCreated ? { ...created.row, temporaryPassword: temporaryPassword() } : created.row);
      }
      const { row } = created;
      if (!onUserCreated) return reply.status(201).send(row);
      try {
        const { temporaryPassword } = await onUserCreated({ email: row.email, userId: row.userId });
        return reply.status(201).send({ ...row, temporaryPassword });
      } catch (err) {
        // No half-created accounts: without credentials the profile goes again.
        await db.delete(users).where(eq(users.id, row.id));
        throw err;
      }
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      schema: {
        tags,
        description: 'Role, status (INACTIVE also disables sign-in), unit, position. Your own role or status: 409 SELF_MODIFICATION_FORBIDDEN.',
        params: Params,
        body: AdminUserUpdateInput,
        response: { 200: AdminUserRow },
      },
    },
    async (request) => updateAdminUser(db, request.caller, request.params.id, request.body),
  );

  const accountMail = (kind: 'passwordReset' | 'invitation', path: string, description: string) =>
    app.post(path, { schema: { tags, description, params: Params, response: { 204: z.null() } } }, async (request, reply) => {
      await sendAccountMail(db, request.caller, request.params.id, kind, onAccountMail);
      return reply.status(204).send(null);
    });
  accountMail(
    'passwordReset',
    '/admin/users/:id/password-reset',
    "Mails the person a code to choose a new password (the admin never sees a password), in the person's language, and records it in the activity log. 404 for another tenant's user; 409 USER_INACTIVE, 409 PASSWORD_NOT_MANAGED (external provider or federated account); 502 MAIL_FAILED.",
  );
  accountMail(
    'invitation',
    '/admin/users/:id/invitation',
    'Invites again an account that has never signed in: mails a code to set the password (any earlier code and the temporary password stop mattering once it is used), and records it in the activity log. 404 for another tenant\'s user; 409 INVITATION_NOT_PENDING once the person has signed in; 409 USER_INACTIVE, PASSWORD_NOT_MANAGED; 502 MAIL_FAILED.',
  );

  app.get(
    '/admin/organizations',
    { schema: { tags, querystring: OrganizationListQuery, response: { 200: OrganizationListResponse } } },
    async (request) => listOrganizations(db, request.caller.tenantId, request.query),
  );

  app.patch(
    '/admin/organizations/:id',
    {
      schema: {
        tags,
        description:
          "Name, location, industry, line manager, status of one of your tenant's units. Send the `version` you read (or If-Match): 409 VERSION_CONFLICT when someone changed the unit meanwhile. 409 CONFLICT when another unit has the name; 404 for another tenant's unit.",
        params: Params,
        body: OrganizationUpdateInput,
        response: { 200: OrganizationRow },
      },
    },
    async (request, reply) =>
      withEtag(reply, await updateOrganization(db, request.caller.tenantId, request.params.id, request.body, sentVersion(request, request.body.version))),
  );

  app.get('/admin/categories', { schema: { tags, response: { 200: AdminCategoryListResponse } } }, async (request) => ({
    categories: await listCategories(db, request.caller.tenantId),
  }));

  app.post(
    '/admin/categories',
    { schema: { tags, body: CategoryInput, response: { 201: AdminCategoryRow } } },
    async (request, reply) => reply.status(201).send(await createCategory(db, request.caller.tenantId, request.body)),
  );

  app.patch(
    '/admin/categories/:id',
    {
      schema: {
        tags,
        description: 'Send the `version` you read (or If-Match): 409 VERSION_CONFLICT when someone changed the category meanwhile; 409 CONFLICT for a taken name.',
        params: Params,
        body: CategoryUpdateInput,
        response: { 200: AdminCategoryRow },
      },
    },
    async (request, reply) => withEtag(reply, await updateCategory(db, request.caller.tenantId, request.params.id, request.body, sentVersion(request, request.body.version))),
  );

  app.delete(
    '/admin/categories/:id',
    { schema: { tags, description: '409 CATEGORY_IN_USE while ideas use it.', params: Params, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCategory(db, request.caller.tenantId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get('/admin/settings', { schema: { tags, response: { 200: TenantSettings } } }, async (request, reply) => withEtag(reply, await getSettings(db, request.caller.tenantId)));

  app.put(
    '/admin/settings',
    {
      schema: {
        tags,
        description:
          'The whole settings document. Send the `version` you read (or If-Match): 409 VERSION_CONFLICT when someone saved meanwhile. A self-registration domain belongs to one tenant at most: 409 DOMAIN_TAKEN when another tenant holds it.',
        body: TenantSettingsUpdate,
        response: { 200: TenantSettings },
      },
    },
    async (request, reply) => withEtag(reply, await putSettings(db, request.caller, request.body, sentVersion(request, request.body.version))),
  );

  app.get(
    '/admin/activity',
    { schema: { tags, description: 'Idea history across your tenant, newest first.', querystring: ActivityQuery, response: { 200: ActivityResponse } } },
    async (request) => tenantActivity(db, request.caller, request.query),
  );
};
