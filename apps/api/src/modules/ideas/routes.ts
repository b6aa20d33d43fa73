import {
  AdminStats,
  HistoryResponse,
  Id,
  Idea,
  IdeaListQuery,
  IdeaListResponse,
} from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../auth/caller';
import { defaultBlobStore } from '../../storage/blob-store';
import type { ModuleOptions } from '../context';
import { notificationRoutes } from '../notifications/routes';
import { taskRoutes } from '../tasks/routes';
import { userFunctionRoutes } from '../user-functions/routes';
import { workflowRoutes } from '../workflow/routes';
import { adminStats } from './activity';
import { attachmentRoutes } from './attachments';
import { commentRoutes } from './comments';
import { exportPdfRoutes } from './export-pdf';
import { getHistory, listIdeas } from './queries';
import { similarRoutes } from './similar';
import { socialRoutes } from './social';
import { ideaWritesRoutes, sendIdea } from './writes';

const IdeaParams = z.object({ id: Id });

/** Ideas service: ideas, their history, My Tasks, notifications and the admin figures. */
export const ideasModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate, blobs = defaultBlobStore() }) => {
  app.addHook('onRequest', authenticate);

  await app.register(similarRoutes(db));
  await app.register(ideaWritesRoutes(db, blobs));
  await app.register(commentRoutes(db));
  await app.register(socialRoutes(db));
  await app.register(attachmentRoutes(db, blobs));
  await app.register(exportPdfRoutes(db));
  await app.register(workflowRoutes(db));
  await app.register(taskRoutes(db));
  await app.register(notificationRoutes(db));
  await app.register(userFunctionRoutes(db));

  app.get(
    '/ideas',
    { schema: { tags: ['ideas'], querystring: IdeaListQuery, response: { 200: IdeaListResponse } } },
    async (request) => listIdeas(db, request.caller, request.query),
  );

  app.get(
    '/ideas/:id',
    { schema: { tags: ['ideas'], description: 'The idea (ETag: its version). Does not count a view; see POST /ideas/{id}/views.', params: IdeaParams, response: { 200: Idea } } },
    async (request, reply) => sendIdea(reply, db, request.caller, request.params.id),
  );

  app.get(
    '/ideas/:id/history',
    { schema: { tags: ['ideas'], description: 'Newest entry first.', params: IdeaParams, response: { 200: HistoryResponse } } },
    async (request) => ({ history: await getHistory(db, request.caller, request.params.id) }),
  );

  app.get('/admin/stats', { schema: { tags: ['admin'], response: { 200: AdminStats } } }, async (request) => {
    requireAdmin(request);
    return adminStats(db, request.caller.tenantId);
  });
};
