import { CompleteInput, ConfirmCompletionInput, DecisionInput, Id, IdeaWorkflow } from '@idea-portal/contracts';
import { completionNeedsSecondPerson } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { performAction } from '../workflow/perform';
import { savingsReviewThreshold } from '../workflow/repository';
import { eq } from 'drizzle-orm';
import { ideaDecisions } from '../../db/schema';
import { proposePremium, recalculatePremium } from '../premiums/repository';
import { upsertDecision } from './repository';

const tags = ['workflow: final decision'];
const params = z.object({ id: Id });
const errors = 'Errors: 403 FORBIDDEN / CONFLICT_OF_INTEREST (your own idea), 404 NOT_FOUND, 409 INVALID_TRANSITION / VERSION_CONFLICT.';

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
          apply: async ({ tx, idea, caller }) => {
          const changes = await upsertDecision(tx, idea, {
            decision: request.body.decision,
            reason: request.body.reason,
            realisedSavings: request.body.realisedSavings,
            decidedBy: caller.id,
            decidedAt: new Date(),
          });
          // The premium the rule version proposes, with its derivation (issue 39); recalculated when realised savings are known.
          await proposePremium(tx, idea, request.body.decision);
          if (request.body.realisedSavings != null) await recalculatePremium(tx, idea, request.body.realisedSavings);
          return changes;
        },
      }),
  );

  app.post(
    '/ideas/:id/completion',
    {
      schema: {
        tags,
        description:
          `complete (accepted, EVALUATORS): records the realised savings for the bonus (at most ${'1e9'}: 400 validation.savingsImplausible); ` +
          `the idea is completed, or, above the tenant's realisedSavingsReviewThreshold, stays accepted until a second person confirms. ${errors}`,
        params,
        body: CompleteInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) => {
      const { realisedSavings, note, version } = request.body;
      const threshold = await savingsReviewThreshold(db, request.caller.tenantId);
      const pending = completionNeedsSecondPerson(realisedSavings, threshold);
      return performAction(db, request.caller, request.params.id, {
        action: 'complete',
        version,
        target: () => (pending ? 'accepted' : 'completed'),
        apply: async ({ tx, idea, caller }) => {
          const changes = await upsertDecision(
            tx,
            idea,
            pending
              ? { realisedSavings, note, completedAt: null, completionRequestedBy: caller.id, completionRequestedAt: new Date(), completionConfirmedBy: null }
              : { realisedSavings, note, completedAt: new Date(), completionRequestedBy: null, completionRequestedAt: null, completionConfirmedBy: null },
          );
          if (!pending) await recalculatePremium(tx, idea, realisedSavings);
          return changes;
        },
      });
    },
  );

  app.post(
    '/ideas/:id/completion/confirmation',
    {
      schema: {
        tags,
        description:
          `confirmCompletion (accepted with recorded savings above the threshold, EVALUATORS other than the person who recorded them): ` +
          `the idea is completed. Errors: 403 SECOND_PERSON_REQUIRED (you recorded them) / CONFLICT_OF_INTEREST / FORBIDDEN, 404 NOT_FOUND, ` +
          `409 INVALID_TRANSITION (nothing to confirm) / VERSION_CONFLICT.`,
        params,
        body: ConfirmCompletionInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'confirmCompletion',
        version: request.body.version,
        apply: async ({ tx, idea, caller }) => {
          const changes = await upsertDecision(tx, idea, { completedAt: new Date(), completionConfirmedBy: caller.id });
          const [decision] = await tx.select({ realisedSavings: ideaDecisions.realisedSavings }).from(ideaDecisions).where(eq(ideaDecisions.ideaId, idea.id));
          if (decision?.realisedSavings != null) await recalculatePremium(tx, idea, decision.realisedSavings);
          return changes;
        },
      }),
  );
};
