import {
  CategoryListResponse,
  HistoryResponse,
  Id,
  Idea,
  IdeaDraftInput,
  IdeaListQuery,
  IdeaListResponse,
  IdeaUpdateInput,
  IdeaVersionInput,
  LIST_DESCRIPTION_CHARS,
} from '@idea-portal/contracts';
import { canDeleteIdea } from '@idea-portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, HttpError } from '../../errors';
import { deleteQueuedBlobs } from '../../storage/blob-deletions';
import { defaultBlobStore } from '../../storage/blob-store';
import { attachmentRoutes } from '../attachments/routes';
import { commentRoutes } from '../comments/routes';
import type { ModuleOptions } from '../context';
import { contributorRoutes } from '../contributors/routes';
import { followRoutes } from '../follows/routes';
import { exportPdfRoutes } from '../idea-export/routes';
import { ideaExportRoutes } from '../list-export/routes';
import { notificationRoutes } from '../notifications/routes';
import { revisionRequestRoutes } from '../revision-requests/routes';
import { notifySubscribers } from '../saved-searches/subscriptions';
import { similarRoutes } from '../similar-ideas/routes';
import { taskRoutes } from '../tasks/routes';
import { userFunctionRoutes } from '../user-functions/routes';
import { applyAction } from '../workflow/perform';
import { workflowRoutes } from '../workflow/routes';
import { bumpVersion, checkVersion, expectedVersion, loadVisibleIdea, newId, recordHistory, requireEditable, requireManager, type HistoryChange, type IdeaRow } from './access';
import { asText, assertComplete, blankToNull, checkReferences, EDITABLE, invalid, mergePatch, WIDENING_FIELDS } from './edit-rules';
import { categoryName, deleteIdea, getHistory, insertIdea, listCategories, listIdeas, markSubmitted, setVisibleTo, visibleToIds } from './repository';
import { sendIdea } from './send-idea';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });
const VersionQuery = z.strictObject({ version: z.coerce.number().int().min(1).optional() });

/** Ideas service: ideas and everything hanging off them (attachments, comments, workflow...), My Tasks and notifications. */
export const ideasModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate, blobs = defaultBlobStore(), imageHosts = [], clock }) => {
  app.addHook('onRequest', authenticate);

  await app.register(similarRoutes(db));
  await app.register(contributorRoutes(db));
  await app.register(revisionRequestRoutes(db));
  await app.register(commentRoutes(db));
  await app.register(followRoutes(db));
  await app.register(attachmentRoutes(db, blobs));
  await app.register(exportPdfRoutes(db));
  await app.register(ideaExportRoutes(db));
  await app.register(workflowRoutes(db));
  await app.register(taskRoutes(db, clock));
  await app.register(notificationRoutes(db));
  await app.register(userFunctionRoutes(db));

  app.get(
    '/categories',
    { schema: { tags, description: 'The caller’s tenant’s categories, by name.', response: { 200: CategoryListResponse } } },
    async (request) => ({ categories: await listCategories(db, request.caller.tenantId) }),
  );

  app.get(
    '/ideas',
    {
      schema: {
        tags,
        description: `Each idea's description is cut to ${LIST_DESCRIPTION_CHARS} characters, the last one "…"; GET /ideas/{id} has it whole.`,
        querystring: IdeaListQuery,
        response: { 200: IdeaListResponse },
      },
    },
    async (request) => listIdeas(db, request.caller, request.query),
  );

  app.get(
    '/ideas/:id',
    { schema: { tags, description: 'The idea (ETag: its version). Does not count a view; see POST /ideas/{id}/views.', params: IdeaParams, response: { 200: Idea } } },
    async (request, reply) => sendIdea(reply, db, request.caller, request.params.id),
  );

  app.get(
    '/ideas/:id/history',
    { schema: { tags, description: 'Newest entry first.', params: IdeaParams, response: { 200: HistoryResponse } } },
    async (request) => ({ history: await getHistory(db, request.caller, request.params.id) }),
  );

  app.post(
    '/ideas',
    {
      schema: {
        tags,
        description: 'Creates a draft (IdeaDraftInput; a complete IdeaInput is accepted too) for any signed-in employee, whatever their role. 201 with the idea; ETag is its version.',
        body: IdeaDraftInput,
        response: { 201: Idea },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      // Every signed-in, active employee may create ideas (canCreateIdeas), whatever their role:
      // authenticate lets only active accounts through.
      const input = request.body;
      await checkReferences(db, caller, null, input, { hosts: imageHosts });
      const id = newId('idea');
      await db.transaction(async (tx) => {
        await insertIdea(tx, {
          id,
          tenantId: caller.tenantId,
          submitterId: caller.id,
          organizationalUnitId: caller.organizationalUnitId,
          categoryId: input.categoryId ?? null,
          title: input.title,
          description: input.description ?? '',
          solution: input.solution ?? '',
          status: 'draft',
          visibility: input.visibility,
          tags: input.tags ?? [],
          innovationArea: blankToNull(input.innovationArea) ?? null,
          material: blankToNull(input.material) ?? null,
          function: blankToNull(input.function) ?? null,
          location: blankToNull(input.location) ?? null,
          bannerImage: blankToNull(input.bannerImage) ?? null,
        });
        if (input.visibility === 'people') await setVisibleTo(tx, id, input.visibleTo);
        await recordHistory(tx, caller, { id, tenantId: caller.tenantId }, [{ entityType: 'idea', fieldName: 'created', oldValue: null, newValue: 'draft' }]);
      });
      return sendIdea(reply, db, caller, id, 201);
    },
  );

  app.patch(
    '/ideas/:id',
    {
      schema: {
        tags,
        description:
          'Edits an idea while draft or first_assessment (submitter, contributors, ADMIN). `version` must be the one last read, else 409 VERSION_CONFLICT; later statuses get 409 NOT_EDITABLE. Once submitted, the merged idea must satisfy IdeaInput.',
        params: IdeaParams,
        body: IdeaUpdateInput,
        response: { 200: Idea },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const { version, visibleTo: newVisibleTo, ...patch } = request.body;
      let widened = false;
      await db.transaction(async (tx) => {
        const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
        await requireManager(tx, caller, idea);
        requireEditable(idea);
        checkVersion(idea, version);
        await checkReferences(tx, caller, idea.id, { ...patch, visibleTo: newVisibleTo }, { hosts: imageHosts, storedBanner: idea.bannerImage });

        const next = mergePatch(idea, patch);
        const oldVisibleTo = await visibleToIds(tx, idea.id);
        const nextVisibleTo = next.visibility === 'people' ? [...new Set(newVisibleTo ?? oldVisibleTo)].sort() : [];
        if (next.visibility === 'people' && nextVisibleTo.length === 0) {
          throw invalid('Choose who may see the idea', [{ path: 'body.visibleTo', message: 'validation.visibleToRequired' }]);
        }
        if (idea.status !== 'draft') assertComplete(next, nextVisibleTo, 'body');

        const changes: HistoryChange[] = [];
        const set: Partial<IdeaRow> = {};
        for (const field of EDITABLE) {
          const before = idea[field];
          const after = next[field];
          if (asText(before) === asText(after)) continue;
          (set as Record<string, unknown>)[field] = after;
          if (field === 'categoryId') {
            changes.push({ entityType: 'idea', fieldName: 'category', oldValue: await categoryName(tx, idea.categoryId), newValue: await categoryName(tx, next.categoryId) });
          } else {
            changes.push({ entityType: 'idea', fieldName: field, oldValue: asText(before), newValue: asText(after) });
          }
        }
        if (oldVisibleTo.join(',') !== nextVisibleTo.join(',')) {
          await setVisibleTo(tx, idea.id, nextVisibleTo);
          changes.push({ entityType: 'idea', fieldName: 'visibleTo', oldValue: asText(oldVisibleTo) || null, newValue: asText(nextVisibleTo) || null });
        }
        if (!changes.length) return;
        // An edit answers changes a reviewer requested (the creators' revise task goes away).
        await bumpVersion(tx, idea.id, { ...set, changesRequestedAt: null });
        await recordHistory(tx, caller, idea, changes);
        widened = idea.status !== 'draft' && changes.some((c) => WIDENING_FIELDS.has(c.fieldName));
      });
      // Who may see a submitted idea changed: people who now see it hear about it if it matches their subscriptions.
      if (widened) await notifySubscribers(db, request.log, request.params.id);
      return sendIdea(reply, db, caller, request.params.id);
    },
  );

  app.post(
    '/ideas/:id/submit',
    {
      schema: {
        tags,
        description: 'draft -> first_assessment (submitter, contributors, ADMIN). The stored idea must satisfy IdeaInput (400 with `idea.<field>` details). Optional `version` (or If-Match).',
        params: IdeaParams,
        body: IdeaVersionInput.nullish(),
        response: { 200: Idea },
      },
    },
    async (request, reply) => {
      const { caller } = request;
      // One workflow step like every other (the table says draft -> first_assessment by its creators).
      await applyAction(db, caller, request.params.id, {
        action: 'submit',
        version: expectedVersion(request, request.body?.version),
        notAllowedNow: (status) => new HttpError('NOT_EDITABLE', `Only drafts are submitted; this idea is ${status}`),
        apply: async ({ tx, idea }) => {
          assertComplete(idea, await visibleToIds(tx, idea.id), 'idea');
          await markSubmitted(tx, idea.id);
          return [];
        },
      });
      await notifySubscribers(db, request.log, request.params.id);
      return sendIdea(reply, db, caller, request.params.id);
    },
  );

  app.delete(
    '/ideas/:id',
    {
      schema: {
        tags,
        description: 'Deletes a draft (its submitter or an ADMIN) with its attachments. Optional `?version=` (or If-Match). 204.',
        params: IdeaParams,
        querystring: VersionQuery,
      },
    },
    async (request, reply) => {
      const { caller } = request;
      const keys = await db.transaction(async (tx) => {
        const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
        if (!canDeleteIdea(caller, { submitterId: idea.submitterId, status: idea.status as 'draft' })) {
          if (idea.status !== 'draft') throw new HttpError('NOT_EDITABLE', 'Only drafts can be deleted');
          throw forbidden('Only the submitter or an administrator may delete this draft');
        }
        checkVersion(idea, expectedVersion(request, request.query.version));
        return deleteIdea(tx, idea.id);
      });
      await deleteQueuedBlobs(db, blobs, keys, request.log);
      return reply.status(204).send();
    },
  );
};
