import { ContributorInput, Id, Idea } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { bumpVersion, loadVisibleIdea, recordHistory, requireManager } from '../ideas/access';
import { invalid } from '../ideas/edit-rules';
import { sendIdea } from '../ideas/send-idea';
import { addContributor, findTenantUser, findUserName, removeContributor } from './repository';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });
const ContributorParams = z.object({ id: Id, userId: Id });

/** Contributors: co-creators of an idea, managed by its submitter, its contributors and ADMIN. */
export function contributorRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/ideas/:id/contributors',
      {
        schema: {
          tags,
          description: 'Adds a contributor from the caller’s tenant (submitter, contributors, ADMIN). Adding an existing contributor changes nothing. Answers the idea.',
          params: IdeaParams,
          body: ContributorInput,
          response: { 200: Idea },
        },
      },
      async (request, reply) => {
        const { caller } = request;
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          const current = await requireManager(tx, caller, idea);
          const user = await findTenantUser(tx, caller.tenantId, request.body.userId);
          if (!user) throw notFound('User');
          if (user.id === idea.submitterId) throw invalid('The submitter is already a creator of the idea', [{ path: 'body.userId', message: 'validation.invalidType' }]);
          if (current.includes(user.id)) return;
          await addContributor(tx, idea.id, user.id);
          await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [{ entityType: 'contributor', fieldName: 'contributor', oldValue: null, newValue: `${user.givenName} ${user.familyName}` }]);
        });
        return sendIdea(reply, db, caller, request.params.id);
      },
    );

    app.delete(
      '/ideas/:id/contributors/:userId',
      {
        schema: { tags, description: 'Removes a contributor (submitter, contributors, ADMIN). 204 with the new version as ETag; 404 when not a contributor.', params: ContributorParams },
      },
      async (request, reply) => {
        const { caller } = request;
        const version = await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          const current = await requireManager(tx, caller, idea);
          const userId = request.params.userId;
          if (!current.includes(userId)) throw notFound('Contributor');
          const user = await findUserName(tx, userId);
          await removeContributor(tx, idea.id, userId);
          const next = await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [{ entityType: 'contributor', fieldName: 'contributor', oldValue: user ? `${user.givenName} ${user.familyName}` : userId, newValue: null }]);
          return next;
        });
        return reply.status(204).header('etag', `"${version}"`).send();
      },
    );
  };
}
