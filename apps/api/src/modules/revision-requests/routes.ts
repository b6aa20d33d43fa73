import { Id, RevisionRequest, RevisionRequestInput, RevisionRequestListResponse } from '@idea-portal/contracts';
import { isEditableStatus } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { bumpVersion, excerpt, loadVisibleIdea, newId, recordHistory, requireManager } from '../ideas/access';
import { insertRevisionRequest, revisionRequestsOf } from './repository';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });

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
            'Asks for a change of an idea that is no longer editable (submitter, contributors, ADMIN); recorded on the idea and in its history. 409 CONFLICT while the idea can still be edited directly.',
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
  };
}
