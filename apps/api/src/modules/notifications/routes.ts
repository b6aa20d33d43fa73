import { NotificationListResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationsFor } from './repository';

/** GET /notifications: workflow events for the caller (read state stays in the browser). */
export const notificationRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        description:
          'Status changes, assignments, inquiries, answers, expert requests and opinions on ideas the caller submitted, contributes to, ' +
          "follows or is concerned by; never the caller's own actions. Only what the caller may see now: nothing of ideas they cannot see, " +
          'and an event only while the panel showing its content (inquiry, assessment, review) is open to them, as in GET /ideas/{id}/workflow. Newest first.',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict(),
        response: { 200: NotificationListResponse },
      },
    },
    async (request) => ({ notifications: await notificationsFor(db, request.caller, request.query.limit) }),
  );
};
