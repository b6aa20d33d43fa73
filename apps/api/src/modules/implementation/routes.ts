import { Id, IdeaWorkflow, ImplementationUpdateInput, MarkImplementedInput } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { performAction } from '../workflow/perform';
import { taskHolder } from '../absences/deputies';
import { upsertImplementation } from './repository';

const tags = ['workflow: implementation'];
const params = z.object({ id: Id });
const errors =
  'Errors: 403 FORBIDDEN / CONFLICT_OF_INTEREST (your own idea), 404 NOT_FOUND, 409 INVALID_TRANSITION / VERSION_CONFLICT / ASSIGNEE_IS_CREATOR (body.inChargeOfImplementation submitted or contributes).';

/** Implementation: the person in charge updates it and marks the idea implemented. */
export const implementationRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.patch(
    '/ideas/:id/implementation',
    {
      schema: {
        tags,
        description: `updateImplementation (implementation, EVALUATORS or the person in charge): status, hint, planned date, priority, person in charge. ${errors}`,
        params,
        body: ImplementationUpdateInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) => {
      const { version, inChargeOfImplementation, ...rest } = request.body;
      return performAction(db, request.caller, request.params.id, {
        action: 'updateImplementation',
        version,
        apply: async ({ tx, idea, caller, state }) => {
          const inCharge = await taskHolder(tx, caller, state, inChargeOfImplementation, state.implementerId, 'body.inChargeOfImplementation');
          return [...(await upsertImplementation(tx, idea, { ...rest, inChargeId: inCharge.id })), ...inCharge.changes];
        },
      });
    },
  );

  app.post(
    '/ideas/:id/implementation/done',
    {
      schema: {
        tags,
        description: `markImplemented (implementation, EVALUATORS or the person in charge): the idea moves to final_decision. ${errors}`,
        params,
        body: MarkImplementedInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'markImplemented',
        version: request.body.version,
        apply: ({ tx, idea }) => upsertImplementation(tx, idea, { status: 'done', hint: request.body.hint, implementedAt: new Date() }),
      }),
  );
};
