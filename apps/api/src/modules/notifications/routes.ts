import { NotificationListResponse, NotificationReadResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../context';
import type { Caller } from '../../auth/caller';
import { markAllNotificationsRead, markNotificationRead, notificationsFor } from './repository';

const tags = ['notifications'];

/** How many of the caller's notifications stay unread (all of them, not a page). */
async function unreadOf(db: Database, caller: Caller): Promise<{ unread: number }> {
  return { unread: (await notificationsFor(db, caller, 1)).unread };
}

/** GET /notifications: workflow events for the caller, with their own read state; marking one or all read. */
export const notificationsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/notifications',
    {
      schema: {
        tags,
        description:
          'Status changes, assignments, inquiries, answers, expert requests and opinions, requested changes, revision requests and answers and final decisions ' +
          'on ideas the caller submitted, contributes to, follows or is concerned by (revision requests also reach the assessment assignee and the idea managers); ' +
          "never the caller's own actions. Only what the caller may see now: nothing of ideas they cannot see, " +
          'and an event only while the panel showing its content (inquiry, assessment, review) is open to them, as in GET /ideas/{id}/workflow. ' +
          '`read` is the caller’s own read state on the server (any device); what happened before they followed an idea counts as read. Newest first; ' +
          '`unread` counts the unread ones among all of them, beyond `limit`.',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict(),
        response: { 200: NotificationListResponse },
      },
    },
    async (request) => notificationsFor(db, request.caller, request.query.limit),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags,
        description: 'Marks one of the caller’s notifications read (idempotent; an id that is none of theirs changes nothing they see). Answers how many stay unread.',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: NotificationReadResponse },
      },
    },
    async (request) => {
      await markNotificationRead(db, request.caller, request.params.id);
      return unreadOf(db, request.caller);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        description: '"Mark all as read": every notification of the caller up to now counts as read, on every device. Answers how many stay unread.',
        response: { 200: NotificationReadResponse },
      },
    },
    async (request) => {
      await markAllNotificationsRead(db, request.caller);
      return unreadOf(db, request.caller);
    },
  );
};
