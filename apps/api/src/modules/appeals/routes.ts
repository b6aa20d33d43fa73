import { Appeal, AppealDecisionInput, AppealInput, AppealListResponse, APPEAL_SUBJECTS, Id } from '@idea-portal/contracts';
import { checkAppeal, mayDecideAppeal, statusAfterAppeal, type AppealRefusal } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { ideaAppeals, ideaDuplicates } from '../../db/schema';
import { forbidden, HttpError } from '../../errors';
import { loadVisibleIdea } from '../ideas/load-and-require';
import { bumpVersion, excerpt, newId, recordHistory, type HistoryChange } from '../ideas/write-kernel';
import { callerIsIdeaManager } from '../revision-requests/idea-managers';
import { appealIdea, appealPeriodDays, appealsOf, openAppeal, premiumReleasedAt } from './repository';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });
const AppealParams = z.object({ id: Id, appealId: Id });

const REFUSALS: Record<AppealRefusal, (deadline: Date | null) => HttpError> = {
  FORBIDDEN: () => forbidden('Only the submitter may appeal a decision on their idea'),
  NOT_APPEALABLE: () => new HttpError('NOT_APPEALABLE', 'There is no decision to appeal, or it was appealed already'),
  APPEAL_PENDING: () => new HttpError('APPEAL_PENDING', 'An appeal against this decision waits for its decision'),
  APPEAL_PERIOD_OVER: (deadline) =>
    new HttpError('APPEAL_PERIOD_OVER', `The appeal period ended ${deadline?.toISOString() ?? ''}`, [{ path: 'deadline', message: deadline?.toISOString() ?? '' }]),
};

const stripAppellant = ({ appellantId: _appellantId, ...appeal }: Appeal & { appellantId: string | null }): Appeal => appeal;

async function deciderOf(db: Database, caller: Caller) {
  return { ...caller, isIdeaManager: await callerIsIdeaManager(db, caller) };
}

/** Appeals (Einspruch): the submitter objects to a rejection or premium within the period; an idea manager decides. */
export function appealRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ideas/:id/appeals',
      {
        schema: {
          tags,
          description: 'Appeals of a visible idea, newest first, what the caller may appeal now and until when, and whether they decide appeals.',
          params: IdeaParams,
          response: { 200: AppealListResponse },
        },
      },
      async (request) => {
        const { caller } = request;
        const idea = await loadVisibleIdea(db, caller, request.params.id);
        const [appeals, periodDays, decider, released] = await Promise.all([appealsOf(db, idea.id), appealPeriodDays(db, idea), deciderOf(db, caller), premiumReleasedAt(db, idea.id)]);
        const now = new Date();
        const appealable = APPEAL_SUBJECTS.flatMap((subject) => {
          const check = checkAppeal(caller, appealIdea(idea, subject, appeals, released), subject, now, periodDays);
          return check.ok ? [{ subject, deadline: check.deadline.toISOString() }] : [];
        });
        return {
          appeals: appeals.map(stripAppellant),
          appealable,
          // The appellant is always the submitter.
          mayDecide: mayDecideAppeal(decider, { appellantId: idea.submitterId }),
          periodDays,
        };
      },
    );

    app.post(
      '/ideas/:id/appeals',
      {
        schema: {
          tags,
          description:
            'The submitter appeals the rejection (or the premium) of their idea with a reason, within the tenant\'s period after the decision (default 28 days). ' +
            'The idea managers get a task (decideAppeal) and a notification (appealFiled). 403 FORBIDDEN for anyone but the submitter; 409 NOT_APPEALABLE ' +
            '(nothing to appeal, or appealed already), APPEAL_PENDING, APPEAL_PERIOD_OVER (details[0].message: the deadline).',
          params: IdeaParams,
          body: AppealInput,
          response: { 201: Appeal },
        },
      },
      async (request, reply) => {
        const { caller } = request;
        const { subject, reason } = request.body;
        const id = newId('apl');
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          const [appeals, periodDays, released] = await Promise.all([appealsOf(tx, idea.id), appealPeriodDays(tx, idea), premiumReleasedAt(tx, idea.id)]);
          const check = checkAppeal(caller, appealIdea(idea, subject, appeals, released), subject, new Date(), periodDays);
          if (!check.ok) throw REFUSALS[check.code](check.deadline);
          await tx.insert(ideaAppeals).values({ id, ideaId: idea.id, tenantId: idea.tenantId, subject, reason, appellantId: caller.id });
          await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [
            { entityType: 'idea', fieldName: 'appealSubject', oldValue: null, newValue: subject },
            { entityType: 'idea', fieldName: 'appeal', oldValue: null, newValue: excerpt(reason) },
          ]);
        });
        const created = (await appealsOf(db, request.params.id)).find((a) => a.id === id);
        if (!created) throw new Error(`Appeal ${id} was not stored`);
        return reply.status(201).send(stripAppellant(created));
      },
    );

    app.post(
      '/ideas/:id/appeals/:appealId/decision',
      {
        schema: {
          tags,
          description:
            'An idea manager or ADMIN (never the appellant) decides an open appeal, upheld or dismissed, with a reason; the submitter is notified (appealDecided). ' +
            'An upheld appeal against a rejection reopens the idea in first_assessment. 403 FORBIDDEN for anyone else, 404 NOT_FOUND for an unknown appeal, ' +
            '409 CONFLICT when it was decided already.',
          params: AppealParams,
          body: AppealDecisionInput,
          response: { 200: Appeal },
        },
      },
      async (request) => {
        const { caller } = request;
        const { id: ideaId, appealId } = request.params;
        const { outcome, reason } = request.body;
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, ideaId, true);
          const appeal = await openAppeal(tx, idea.id, appealId);
          if (!appeal) throw new HttpError('NOT_FOUND', 'No such appeal on this idea');
          if (!mayDecideAppeal(await deciderOf(tx, caller), appeal)) throw forbidden('Only an idea manager or an administrator (not the appellant) decides an appeal');
          const decided = await tx
            .update(ideaAppeals)
            .set({ outcome, decisionReason: reason, decidedBy: caller.id, decidedAt: new Date() })
            .where(and(eq(ideaAppeals.id, appealId), isNull(ideaAppeals.outcome)))
            .returning({ id: ideaAppeals.id });
          if (!decided.length) throw new HttpError('CONFLICT', 'The appeal was decided already');
          const changes: HistoryChange[] = [
            { entityType: 'idea', fieldName: 'appealDecision', oldValue: null, newValue: outcome, concernedUserId: appeal.appellantId },
            { entityType: 'idea', fieldName: 'appealDecisionReason', oldValue: null, newValue: excerpt(reason) },
          ];
          const reopen = statusAfterAppeal(appeal.subject, outcome);
          if (reopen && idea.status !== reopen) {
            changes.push({ entityType: 'idea', fieldName: 'status', oldValue: idea.status, newValue: reopen });
            await bumpVersion(tx, idea.id, { status: reopen, statusChangedAt: new Date() });
            // A closure as a duplicate that was appealed successfully no longer links the ideas.
            await tx.delete(ideaDuplicates).where(eq(ideaDuplicates.ideaId, idea.id));
          } else {
            await bumpVersion(tx, idea.id);
          }
          await recordHistory(tx, caller, idea, changes);
        });
        const answered = (await appealsOf(db, ideaId)).find((a) => a.id === appealId);
        if (!answered) throw new Error(`Appeal ${appealId} vanished`);
        return stripAppellant(answered);
      },
    );
  };
}
