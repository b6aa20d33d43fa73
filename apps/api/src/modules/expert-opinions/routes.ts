import { ExpertOpinionInput, ExpertOpinionRequestInput, Id, IdeaWorkflow } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { performAction } from '../workflow/perform';
import { toDeputies } from '../absences/deputies';
import { requireTenantUsers } from '../workflow/repository';
import { giveOpinion, requestOpinions } from './repository';

const tags = ['workflow: expert opinions'];
const errors = 'Errors: 403 FORBIDDEN, 404 NOT_FOUND, 409 INVALID_TRANSITION / VERSION_CONFLICT.';

/** Expert opinions: the reviewer asks experts; each expert comments once. */
export const expertOpinionRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/ideas/:id/expert-opinions',
    {
      schema: {
        tags,
        description: `requestExpertOpinion (review, EVALUATORS): one request (and task) per expert; experts already asked are skipped. ${errors}`,
        params: z.object({ id: Id }),
        body: ExpertOpinionRequestInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'requestExpertOpinion',
        version: request.body.version,
        apply: async ({ tx, idea, caller }) => {
          await requireTenantUsers(tx, caller, request.body.expertIds, 'body.expertIds');
          // An absent expert's request goes to their deputy.
          const experts = await toDeputies(tx, idea.tenantId, request.body.expertIds);
          const changes = await requestOpinions(tx, idea, caller.id, experts.ids, request.body.note);
          return changes.length ? [...changes, ...experts.changes] : [];
        },
      }),
  );

  app.post(
    '/ideas/:id/expert-opinions/:opinionId',
    {
      schema: {
        tags,
        description: `giveExpertOpinion (review, the asked expert): the expert's comment. ${errors}`,
        params: z.object({ id: Id, opinionId: Id }),
        body: ExpertOpinionInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'giveExpertOpinion',
        version: request.body.version,
        apply: ({ tx, idea, caller, actedFor }) => giveOpinion(tx, caller, idea.id, request.params.opinionId, request.body.comment, actedFor?.id),
      }),
  );
};
