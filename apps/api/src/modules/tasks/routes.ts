import { TaskListResponse } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../context';
import { tasksFor } from './repository';

/** GET /tasks: My Tasks from the workflow (any signed-in person: their own tasks). */
export const tasksModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate, clock = () => new Date() }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/tasks',
    {
      schema: {
        tags: ['tasks'],
        description:
          'One task per pending workflow action (assess, answerInquiry, review, expertOpinion, implement, decide, revise, answerRevisionRequest, decideAppeal) with since when and the ' +
          'follow-up date of a postponed review; closed ideas never appear; ADMIN also gets every first_assessment idea; the idea\'s creators answer inquiries and ' +
          'revise the idea after requested changes (until it is edited), the assessment assignee and the idea managers answer revision requests; the idea managers (not the appellant) decide appeals, also on a rejected idea; an idea manager handles ' +
          'escalations (a task overdue by the tenant\'s threshold) until the task is done or reassigned. Each task has its due date (the stage\'s working days in the ' +
          'tenant\'s calendar from when it began) and whether it is due soon or overdue; overdue first, then most recently updated.',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) }).strict(),
        response: { 200: TaskListResponse },
      },
    },
    async (request) => tasksFor(db, request.caller, request.query.limit, clock()),
  );
};
