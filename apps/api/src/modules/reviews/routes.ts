import { Id, IdeaWorkflow, NotImplementedInput, PostponeInput, ReviewInput, type IdeaStatus } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ideas } from '../../db/schema';
import { upsertImplementation } from '../implementation/repository';
import { performAction } from '../workflow/perform';
import { taskHolder } from '../absences/deputies';
import type { WorkflowChange } from '../workflow/repository';
import { checkedPremiumInputs } from '../premiums/review-inputs';
import { requireIdeaAttachments, upsertReview } from './repository';

const tags = ['workflow: review'];
const params = z.object({ id: Id });
const errors =
  'Errors: 403 FORBIDDEN / CONFLICT_OF_INTEREST (your own idea), 404 NOT_FOUND, 409 INVALID_TRANSITION / VERSION_CONFLICT / ASSIGNEE_IS_CREATOR (body.inChargeOfImplementation submitted or contributes).';

const TARGET: Record<ReviewInput['recommendation'], IdeaStatus> = {
  approve: 'implementation',
  requestChanges: 'first_assessment',
  reject: 'rejected',
};

/** Review: recommendation, postponement, 'will not be implemented'. */
export const reviewRoutes = (db: Database): FastifyPluginAsyncZod => async (app) => {
  app.post(
    '/ideas/:id/review',
    {
      schema: {
        tags,
        description:
          'review (review, or first_assessment when a decision maker reviews directly; EVALUATORS): approve -> implementation, ' +
          `requestChanges -> first_assessment, reject (with reason) -> rejected. ${errors}`,
        params,
        body: ReviewInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) => {
      const { version, recommendation, attachmentIds, premiumInputs, implementationStatus, implementationHint, plannedImplementationDate, implementationPriority, inChargeOfImplementation, ...rest } =
        request.body;
      return performAction(db, request.caller, request.params.id, {
        action: 'review',
        version,
        target: () => TARGET[recommendation],
        apply: async ({ tx, idea, caller, state }) => {
          const inCharge = await taskHolder(tx, caller, state, inChargeOfImplementation, state.implementerId, 'body.inChargeOfImplementation');
          await requireIdeaAttachments(tx, idea.id, attachmentIds);
          const changes: WorkflowChange[] = [...inCharge.changes];
          // A decision maker reviewing directly becomes the idea's assignee (the final decision is theirs).
          if (!idea.assessmentAssigneeId) await tx.update(ideas).set({ assessmentAssigneeId: caller.id }).where(eq(ideas.id, idea.id));
          const { netSavings, ...premium } = await checkedPremiumInputs(tx, idea, rest.benefitCalculationType, premiumInputs);
          changes.push(
            ...(await upsertReview(tx, idea, {
              ...rest,
              ...premium,
              firstYearNetSavings: rest.firstYearNetSavings ?? netSavings,
              recommendation,
              reason: rest.reason ?? null,
              attachmentIds,
              isPostponed: false,
              reviewerId: caller.id,
              reviewedAt: new Date(),
            })),
          );
          changes.push(
            ...(await upsertImplementation(tx, idea, {
              status: implementationStatus,
              hint: implementationHint,
              plannedDate: plannedImplementationDate,
              priority: implementationPriority,
              inChargeId: inCharge.id,
            })),
          );
          changes.push({ entityType: 'review', fieldName: 'decision', oldValue: null, newValue: recommendation });
          if (recommendation === 'requestChanges') {
            // The creators' task to revise the idea (GET /tasks) until one of them edits it, and their notification.
            await tx.update(ideas).set({ changesRequestedAt: new Date() }).where(eq(ideas.id, idea.id));
            changes.push({ entityType: 'review', fieldName: 'changesRequested', oldValue: null, newValue: null, concernedUserId: idea.submitterId });
          }
          return changes;
        },
      });
    },
  );

  app.post(
    '/ideas/:id/review/postponement',
    {
      schema: {
        tags,
        description: `postpone (review, EVALUATORS): reason category and follow-up date (the review task shows it). ${errors}`,
        params,
        body: PostponeInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'postpone',
        version: request.body.version,
        apply: async ({ tx, idea }) => {
          const changes = await upsertReview(
            tx,
            idea,
            {
              isPostponed: true,
              postponementReason: request.body.postponementReason,
              postponementDate: request.body.postponementDate,
              ...(request.body.note !== undefined ? { comment: request.body.note } : {}),
            },
            { comment: 'postponementNote' },
          );
          // The note is the postponement's own entry (not "Review comment changed").
          return changes.map((c) => (c.fieldName === 'postponementNote' ? { ...c, oldValue: null } : c));
        },
      }),
  );

  app.post(
    '/ideas/:id/not-implemented',
    {
      schema: {
        tags,
        description: `notImplemented (review or implementation, EVALUATORS): 'Idea will not be implemented', with a reason; irreversible (rejected). ${errors}`,
        params,
        body: NotImplementedInput,
        response: { 200: IdeaWorkflow },
      },
    },
    async (request) =>
      performAction(db, request.caller, request.params.id, {
        action: 'notImplemented',
        version: request.body.version,
        apply: async ({ tx, idea }) => [
          ...(await upsertReview(tx, idea, { notImplementedReason: request.body.reason })),
          { entityType: 'review', fieldName: 'decision', oldValue: null, newValue: 'notImplemented' },
        ],
      }),
  );
};
