import { CompleteInput, DecisionInput, Id, IdeaWorkflow } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { performAction } from '../workflow/perform';
import { upsertDecision } from './repository';

const tags = ['workflow: final decision'];
const params = z.object({ id: Id });
const errors = 'Errors: 403 FORBIDDEN, 404 NOT_FOUND, 409 INVALID_TRANSITION / VERSION_CONFLICT.';

/** Final decision (accepted / rejected with a reason) and completion with the realised savings. */
export const decisionRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/ideas/:id/decision',
    {
      schema: {
        tags,
        description: `decide (final_decision, EVALUATORS): accepted or rejected, with a reason. ${errors}`,
        params,
        body: DecisionInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'decide',
        version: request.body.version,
        target: () => request.body.decision,
        apply: ({ tx, idea, caller }) =>
          upsertDecision(tx, idea, {
            decision: request.body.decision,
            reason: request.body.reason,
            realisedSavings: request.body.realisedSavings,
            decidedBy: caller.id,
            decidedAt: new Date(),
          }),
      }),
  );

  app.post(
    '/ideas/:id/completion',
    {
      schema: {
        tags,
        description: `complete (accepted, EVALUATORS): records the realised savings for the bonus; the idea is completed. ${errors}`,
        params,
        body: CompleteInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'complete',
        version: request.body.version,
        apply: ({ tx, idea }) => upsertDecision(tx, idea, { realisedSavings: request.body.realisedSavings, note: request.body.note, completedAt: new Date() }),
      }),
  );
};
