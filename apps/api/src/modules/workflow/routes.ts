import { Id, IdeaWorkflow } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assessmentRoutes } from '../assessment/routes';
import { decisionRoutes } from '../decisions/routes';
import { expertOpinionRoutes } from '../expert-opinions/routes';
import { implementationRoutes } from '../implementation/routes';
import { inquiryRoutes } from '../inquiries/routes';
import { reviewRoutes } from '../reviews/routes';
import { loadCaseFile } from './case-file';

/**
 * The idea workflow: the case file and one resource module per stage. Every write is checked
 * against the workflow table of libs/domain (see apps/api/README.md, "Idea workflow").
 */
export const workflowRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.get(
    '/ideas/:id/workflow',
    {
      schema: {
        tags: ['workflow'],
        description:
          "The idea's case file as the caller may see it (panels 'edit' / 'read' / 'none', allowed actions, assessment, inquiries, " +
          'review, expert opinions, implementation, decision; tariff/salary groups only for works council and idea manager). 404 unless visible.',
        params: z.object({ id: Id }),
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) => loadCaseFile(db, request.caller, request.params.id),
  );

  await app.register(assessmentRoutes(db));
  await app.register(inquiryRoutes(db));
  await app.register(reviewRoutes(db));
  await app.register(expertOpinionRoutes(db));
  await app.register(implementationRoutes(db));
  await app.register(decisionRoutes(db));
};
