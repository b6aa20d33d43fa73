import {
  CurrentUser,
  FollowingIdeasResponse,
  Id,
  MyIdeasQuery,
  MyIdeasResponse,
  ProfileUpdateInput,
  UserListQuery,
  UserListResponse,
  UserProfile,
} from '@idea-portal/contracts';
import { adminSectionsFor, permissionsFor } from '@idea-portal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../errors';
import { followingIdeas, myIdeas } from './idea-lists';
import type { ModuleOptions } from '../context';
import { loadTenantDirectory } from '../tenants/queries';
import { callerIsIdeaManager } from '../revision-requests/idea-managers';
import { findUser, listUsers, recordLogin, toProfile, updateOwnProfile } from './queries';
import { refuseForeignImage, replacePicture } from './picture';
import { pictureRoutes } from './picture-routes';
import { deleteQueuedBlobs } from '../../storage/blob-deletions';
import { defaultBlobStore } from '../../storage/blob-store';

const tags = ['users'];

/** Users service: the caller, profiles of the caller's tenant, my ideas, followed ideas. */
export const usersModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate, blobs = defaultBlobStore(), imageHosts = [] }) => {
  app.addHook('onRequest', authenticate);

  const directory = async (request: FastifyRequest) => {
    const dir = await loadTenantDirectory(db, request.caller.tenantId);
    if (!dir) throw notFound('Tenant');
    return dir;
  };

  app.get('/users/me', { schema: { tags, response: { 200: CurrentUser } } }, async (request) => {
    const { caller } = request;
    await recordLogin(db, caller.id);
    const row = await findUser(db, caller.tenantId, caller.id);
    if (!row) throw notFound('User');
    const adminSections = adminSectionsFor(caller.role, caller.role !== 'ADMIN' && (await callerIsIdeaManager(db, caller)));
    return {
      profile: toProfile(row, await directory(request), caller),
      permissions: [...permissionsFor(caller.role)],
      canAccessAdmin: adminSections.length > 0,
      adminSections: [...adminSections],
    };
  });

  app.patch(
    '/users/me',
    {
      schema: {
        tags,
        description: 'Updates your own profile (absent fields unchanged; null or empty text clears). workflowMail sets the e-mail for tasks, questions and decisions per kind: immediately, daily (one digest a day) or off; absent kinds unchanged.',
        body: ProfileUpdateInput,
        response: { 200: UserProfile },
      },
    },
    async (request) => {
      const { caller } = request;
      const { picture, ...rest } = request.body;
      // A picture is uploaded (PUT /users/me/picture) or on a host the content security policy allows.
      if (picture !== undefined) refuseForeignImage(picture, 'body.picture', imageHosts);
      const { row, old } = await db.transaction(async (tx) => {
        const old = picture !== undefined ? await replacePicture(tx, caller, { picture, key: null, type: null }) : null;
        return { row: await updateOwnProfile(tx, caller, rest), old };
      });
      if (!row) throw notFound('User');
      if (old) await deleteQueuedBlobs(db, blobs, [old], request.log);
      return toProfile(row, await directory(request), caller);
    },
  );

  const ownProfile = async (request: FastifyRequest) => {
    const row = await findUser(db, request.caller.tenantId, request.caller.id);
    if (!row) throw notFound('User');
    return toProfile(row, await directory(request), request.caller);
  };
  await app.register(pictureRoutes(db, blobs, ownProfile));

  app.get(
    '/users',
    {
      schema: {
        tags,
        description: 'With `userId`: that single profile (404 if not in your tenant). Otherwise a filtered, keyset-paginated list.',
        querystring: UserListQuery,
        response: { 200: z.union([UserProfile, UserListResponse]) },
      },
    },
    async (request) => {
      const { caller } = request;
      const dir = await directory(request);
      if (request.query.userId) {
        const row = await findUser(db, caller.tenantId, request.query.userId);
        if (!row) throw notFound('User');
        return toProfile(row, dir, caller);
      }
      const { rows, pagination } = await listUsers(db, caller.tenantId, request.query);
      return { users: rows.map((r) => toProfile(r, dir, caller)), pagination };
    },
  );

  app.get(
    '/users/my-ideas',
    { schema: { tags, querystring: MyIdeasQuery, response: { 200: MyIdeasResponse } } },
    async (request) => myIdeas(db, request.caller, request.query.limit, request.query.cursor),
  );

  app.get(
    '/users/:id',
    { schema: { tags, params: z.object({ id: Id }), response: { 200: UserProfile } } },
    async (request) => {
      const row = await findUser(db, request.caller.tenantId, request.params.id);
      if (!row) throw notFound('User');
      return toProfile(row, await directory(request), request.caller);
    },
  );

  app.get(
    '/users/:id/following-ideas',
    { schema: { tags, params: z.object({ id: Id }), response: { 200: FollowingIdeasResponse } } },
    async (request) => {
      const { caller } = request;
      const self = request.params.id === caller.id || request.params.id === caller.userId;
      if (!self && caller.role !== 'ADMIN') throw forbidden('You can only see your own followed ideas');
      const target = self ? caller.id : (await findUser(db, caller.tenantId, request.params.id))?.id;
      if (!target) throw notFound('User');
      return followingIdeas(db, caller, target);
    },
  );
};
