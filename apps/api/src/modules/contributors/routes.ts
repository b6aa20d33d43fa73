import { ContributorInput, ContributorRemoveInput, Id, Idea } from '@idea-portal/contracts';
import { contributorEditMode } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { forbidden, HttpError, notFound } from '../../errors';
import { loadVisibleIdea, type IdeaRow } from '../ideas/load-and-require';
import { bumpVersion, recordHistory, type HistoryChange, type Tx } from '../ideas/write-kernel';
import { bonusFunctionsOf, workflowStateOf } from '../workflow/repository';
import { invalid } from '../ideas/edit-rules';
import { sendIdea } from '../ideas/send-idea';
import { addContributor, findTenantUser, findUserName, removeContributor } from './repository';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });
const ContributorParams = z.object({ id: Id, userId: Id });

/**
 * Who may change the contributors now (`contributorEditMode` in libs/domain): creators and ADMIN
 * until the final decision; from then on they share the premium and are fixed (409
 * CONTRIBUTORS_FROZEN), and only an idea manager corrects them, with a reason (400 without one)
 * that the history records. Answers the current contributor ids and the history entry of the reason.
 */
async function requireContributorChange(tx: Tx, caller: Caller, idea: IdeaRow, reason: string | undefined): Promise<{ current: string[]; correction: HistoryChange[] }> {
  const state = await workflowStateOf(tx, idea);
  const { ideaManager } = await bonusFunctionsOf(tx, caller);
  const mode = contributorEditMode(caller, state, ideaManager);
  if (mode === 'none') throw forbidden('Only the idea’s submitter, its contributors or an administrator may do this');
  if (mode === 'frozen') throw new HttpError('CONTRIBUTORS_FROZEN', 'The contributors are fixed from the final decision on; an idea manager may correct them with a reason');
  if (mode === 'correct' && !reason) throw invalid('A correction after the final decision needs a reason', [{ path: 'body.reason', message: 'validation.reasonRequired' }]);
  const current = state.contributors.map((c) => (typeof c === 'string' ? c : c.id));
  const correction: HistoryChange[] = mode === 'correct' && reason ? [{ entityType: 'contributor', fieldName: 'contributorCorrection', oldValue: null, newValue: reason }] : [];
  return { current, correction };
}

/** Contributors: co-creators of an idea, managed by its submitter, its contributors and ADMIN (fixed from the final decision on). */
export function contributorRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/ideas/:id/contributors',
      {
        schema: {
          tags,
          description:
            'Adds a contributor from the caller’s tenant (submitter, contributors, ADMIN) until the final decision; from then on 409 CONTRIBUTORS_FROZEN, ' +
            'and only an idea manager corrects them with a `reason` (recorded in the history; 400 without it). Adding an existing contributor changes nothing. Answers the idea.',
          params: IdeaParams,
          body: ContributorInput,
          response: { 200: Idea },
        },
      },
      async (request, reply) => {
        const { caller } = request;
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          const { current, correction } = await requireContributorChange(tx, caller, idea, request.body.reason);
          const user = await findTenantUser(tx, caller.tenantId, request.body.userId);
          if (!user) throw notFound('User');
          if (user.id === idea.submitterId) throw invalid('The submitter is already a creator of the idea', [{ path: 'body.userId', message: 'validation.invalidType' }]);
          if (current.includes(user.id)) return;
          await addContributor(tx, idea.id, user.id);
          await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [{ entityType: 'contributor', fieldName: 'contributor', oldValue: null, newValue: `${user.givenName} ${user.familyName}` }, ...correction]);
        });
        return sendIdea(reply, db, caller, request.params.id);
      },
    );

    app.delete(
      '/ideas/:id/contributors/:userId',
      {
        schema: {
          tags,
          description:
            'Removes a contributor (submitter, contributors, ADMIN) until the final decision; then 409 CONTRIBUTORS_FROZEN, and only an idea manager ' +
            'corrects them with a `reason` in the body (recorded in the history). 204 with the new version as ETag; 404 when not a contributor.',
          params: ContributorParams,
          body: ContributorRemoveInput.nullish(),
        },
      },
      async (request, reply) => {
        const { caller } = request;
        const version = await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          const { current, correction } = await requireContributorChange(tx, caller, idea, request.body?.reason);
          const userId = request.params.userId;
          if (!current.includes(userId)) throw notFound('Contributor');
          const user = await findUserName(tx, userId);
          await removeContributor(tx, idea.id, userId);
          const next = await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [
            { entityType: 'contributor', fieldName: 'contributor', oldValue: user ? `${user.givenName} ${user.familyName}` : userId, newValue: null },
            ...correction,
          ]);
          return next;
        });
        return reply.status(204).header('etag', `"${version}"`).send();
      },
    );
  };
}
