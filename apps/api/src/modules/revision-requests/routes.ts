import { Id, RevisionAnswerInput, RevisionRequest, RevisionRequestInput, RevisionRequestListResponse } from '@idea-portal/contracts';
import { isEditableStatus, mayAnswerRevisionRequest } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ideaRevisionRequests } from '../../db/schema';
import { forbidden } from '../../errors';
import { callerIsIdeaManager } from './idea-managers';
import { HttpError } from '../../errors';
import { loadVisibleIdea, requireManager } from '../ideas/load-and-require';
import { bumpVersion, excerpt, newId, recordHistory } from '../ideas/write-kernel';
import { insertRevisionRequest, revisionRequestsOf } from './repository';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });
const RequestParams = z.object({ id: Id, requestId: Id });

/** Revision requests: how creators ask for a change once the idea can no longer be edited directly. */
export function revisionRequestRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ideas/:id/revision-requests',
      { schema: { tags, description: 'Revision requests of a visible idea, newest first.', params: IdeaParams, response: { 200: RevisionRequestListResponse } } },
      async (request) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        return { revisionRequests: await revisionRequestsOf(db, idea.id) };
      },
    );

    app.post(
      '/ideas/:id/revision-requests',
      {
        schema: {
          tags,
          description:
            'Asks for a change of an idea that is no longer editable (submitter, contributors, ADMIN); recorded on the idea and in its history. ' +
            'The assessment assignee and the idea managers get a task (answerRevisionRequest) and a notification (revisionRequested) until it is answered. ' +
            '409 CONFLICT while the idea can still be edited directly.',
          params: IdeaParams,
          body: RevisionRequestInput,
          response: { 201: RevisionRequest },
        },
      },
      async (request, reply) => {
        const { caller } = request;
        const id = newId('rev');
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          await requireManager(tx, caller, idea);
          if (isEditableStatus(idea.status as 'draft')) throw new HttpError('CONFLICT', 'The idea can still be edited directly');
          await insertRevisionRequest(tx, { id, ideaId: idea.id, tenantId: idea.tenantId, authorId: caller.id, message: request.body.message });
          await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [{ entityType: 'idea', fieldName: 'revisionRequest', oldValue: null, newValue: excerpt(request.body.message) }]);
        });
        const created = (await revisionRequestsOf(db, request.params.id)).find((r) => r.id === id);
        if (!created) throw new Error(`Revision request ${id} was not stored`);
        return reply.status(201).send(created);
      },
    );

    app.post(
      '/ideas/:id/revision-requests/:requestId/answer',
      {
        schema: {
          tags,
          description:
            'Answers a revision request (the assessment assignee, an idea manager, ADMIN): its answerRevisionRequest task goes away and its author is notified (revisionAnswered). ' +
            '403 FORBIDDEN for anyone else, 404 NOT_FOUND for an unknown request, 409 CONFLICT when it was already answered.',
          params: RequestParams,
          body: RevisionAnswerInput,
          response: { 200: RevisionRequest },
        },
      },
      async (request) => {
        const { caller } = request;
        const { id: ideaId, requestId } = request.params;
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, ideaId, true);
          const isIdeaManager = await callerIsIdeaManager(tx, caller);
          if (!mayAnswerRevisionRequest({ ...caller, isIdeaManager }, { ideaAssessment: { assigneeId: idea.assessmentAssigneeId } })) {
            throw forbidden('Only the assessor, an idea manager or an administrator may answer a revision request');
          }
          const [open] = await tx.select().from(ideaRevisionRequests).where(and(eq(ideaRevisionRequests.id, requestId), eq(ideaRevisionRequests.ideaId, idea.id)));
          if (!open) throw new HttpError('NOT_FOUND', 'No such revision request on this idea');
          const answered = await tx
            .update(ideaRevisionRequests)
            .set({ answer: request.body.message, answeredBy: caller.id, answeredAt: new Date() })
            .where(and(eq(ideaRevisionRequests.id, requestId), isNull(ideaRevisionRequests.answeredAt)))
            .returning({ id: ideaRevisionRequests.id });
          if (!answered.length) throw new HttpError('CONFLICT', 'The revision request was already answered');
          await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [
            { entityType: 'idea', fieldName: 'revisionAnswer', oldValue: excerpt(open.message, 200), newValue: excerpt(request.body.message), concernedUserId: open.authorId },
          ]);
        });
        const answered = (await revisionRequestsOf(db, ideaId)).find((r) => r.id === requestId);
        if (!answered) throw new Error(`Revision request ${requestId} vanished`);
        return answered;
      },
    );
  };
}
