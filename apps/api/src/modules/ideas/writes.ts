import {
  CategoryListResponse,
  ContributorInput,
  Id,
  Idea,
  IdeaDraftInput,
  IdeaSubmitCheck,
  IdeaUpdateInput,
  IdeaVersionInput,
  RevisionRequest,
  RevisionRequestInput,
  RevisionRequestListResponse,
  type ApiError,
} from '@idea-portal/contracts';
import { canCreateIdeas, canDeleteIdea, isEditableStatus } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { ideaRevisionRequests } from '../../db/idea-writes-schema';
import { categories, ideaAttachments, ideaContributors, ideas, ideaVisibilityPeople, users } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../errors';
import type { BlobStore } from '../../storage/blob-store';
import { isImageType } from '../../storage/file-type';
import {
  bumpVersion,
  checkVersion,
  excerpt,
  expectedVersion,
  loadVisibleIdea,
  newId,
  recordHistory,
  requireEditable,
  requireManager,
  type HistoryChange,
  type IdeaRow,
} from './access';
import { notifySubscribers } from '../saved-searches/subscriptions';
import { getIdea } from './queries';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });
const ContributorParams = z.object({ id: Id, userId: Id });
const VersionQuery = z.strictObject({ version: z.coerce.number().int().min(1).optional() });
const HTTP_URL = /^https?:\/\//i;

/** Answers the idea as the caller sees it, with its version as ETag. */
export async function sendIdea(reply: FastifyReply, db: Database, caller: Caller, ideaId: string, status = 200) {
  const idea = await getIdea(db, caller, ideaId);
  return reply.status(status).header('etag', `"${idea.version}"`).send(idea);
}

const invalid = (message: string, details: NonNullable<ApiError['details']>) => new HttpError('VALIDATION_FAILED', message, details);

/** Category, people and banner image must exist in the caller's tenant / on the idea. */
async function checkReferences(
  db: Database,
  caller: Caller,
  ideaId: string | null,
  input: { categoryId?: string | null; visibleTo?: string[]; bannerImage?: string | null },
): Promise<void> {
  const problems: NonNullable<ApiError['details']> = [];
  if (input.categoryId) {
    const [cat] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, input.categoryId), eq(categories.tenantId, caller.tenantId)))
      .limit(1);
    if (!cat) problems.push({ path: 'body.categoryId', message: 'validation.categoryRequired' });
  }
  if (input.visibleTo?.length) {
    const wanted = [...new Set(input.visibleTo)];
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.tenantId, caller.tenantId)));
    if (found.length !== wanted.length) problems.push({ path: 'body.visibleTo', message: 'validation.invalidType' });
  }
  if (input.bannerImage && !HTTP_URL.test(input.bannerImage)) {
    const [att] = ideaId
      ? await db
          .select({ contentType: ideaAttachments.contentType })
          .from(ideaAttachments)
          .where(and(eq(ideaAttachments.id, input.bannerImage), eq(ideaAttachments.ideaId, ideaId)))
          .limit(1)
      : [];
    if (!att || !isImageType(att.contentType)) problems.push({ path: 'body.bannerImage', message: 'validation.bannerImageInvalid' });
  }
  if (problems.length) throw invalid('Invalid references', problems);
}

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

async function categoryName(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id)).limit(1);
  return row?.name ?? id;
}

async function visibleToIds(db: Database, ideaId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: ideaVisibilityPeople.userId })
    .from(ideaVisibilityPeople)
    .where(eq(ideaVisibilityPeople.ideaId, ideaId))
    .orderBy(asc(ideaVisibilityPeople.userId));
  return rows.map((r) => r.userId);
}

async function setVisibleTo(tx: Database, ideaId: string, userIds: string[]): Promise<void> {
  await tx.delete(ideaVisibilityPeople).where(eq(ideaVisibilityPeople.ideaId, ideaId));
  const unique = [...new Set(userIds)];
  if (unique.length) await tx.insert(ideaVisibilityPeople).values(unique.map((userId) => ({ ideaId, userId })));
}

/** Checks the full IdeaInput rules against a (merged) idea; 400 with i18n keys per field. */
function assertComplete(idea: IdeaRow, visibleTo: string[], pathPrefix: string): void {
  const result = IdeaSubmitCheck.safeParse({
    title: idea.title,
    description: idea.description,
    solution: idea.solution,
    categoryId: idea.categoryId ?? undefined,
    tags: idea.tags,
    innovationArea: idea.innovationArea,
    material: idea.material,
    function: idea.function,
    location: idea.location,
    bannerImage: idea.bannerImage,
    visibility: idea.visibility,
    visibleTo,
  });
  if (!result.success) {
    throw invalid(
      'The idea is incomplete',
      result.error.issues.map((i) => ({ path: [pathPrefix, ...i.path.map(String)].join('.'), message: i.message })),
    );
  }
}

type EditableField = 'title' | 'description' | 'solution' | 'categoryId' | 'tags' | 'innovationArea' | 'material' | 'function' | 'location' | 'bannerImage' | 'visibility';
const EDITABLE: EditableField[] = ['title', 'description', 'solution', 'categoryId', 'tags', 'innovationArea', 'material', 'function', 'location', 'bannerImage', 'visibility'];
const OPTIONAL_TEXT = new Set<EditableField>(['innovationArea', 'material', 'function', 'location', 'bannerImage']);
/** Changes that can let more people see a submitted idea. */
const WIDENING_FIELDS = new Set(['visibility', 'visibleTo']);
const asText = (v: unknown): string | null => (v === null || v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v));

export function ideaWritesRoutes(db: Database, blobs: BlobStore): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/categories', { schema: { tags, description: 'The caller’s tenant’s categories, by name.', response: { 200: CategoryListResponse } } }, async (request) => ({
      categories: await db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.tenantId, request.caller.tenantId))
        .orderBy(asc(categories.name), asc(categories.id)),
    }));

    app.post(
      '/ideas',
      {
        schema: {
          tags,
          description: 'Creates a draft (IdeaDraftInput; a complete IdeaInput is accepted too). 201 with the idea; ETag is its version.',
          body: IdeaDraftInput,
          response: { 201: Idea },
        },
      },
      async (request, reply) => {
        const { caller } = request;
        // VIEWERS are read-only (their only permission is IDEA_DETAILS): they may not create ideas.
        if (!canCreateIdeas(caller.role)) throw forbidden('Viewers may not create ideas');
        const input = request.body;
        await checkReferences(db, caller, null, input);
        const id = newId('idea');
        await db.transaction(async (tx) => {
          await tx.insert(ideas).values({
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
          await checkReferences(tx, caller, idea.id, { ...patch, visibleTo: newVisibleTo });

          const next: IdeaRow = { ...idea };
          for (const field of EDITABLE) {
            const value = patch[field];
            if (value === undefined) continue;
            (next as Record<string, unknown>)[field] = OPTIONAL_TEXT.has(field) ? blankToNull(value as string | null) : value;
          }
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
          await bumpVersion(tx, idea.id, set);
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
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          await requireManager(tx, caller, idea);
          if (idea.status !== 'draft') throw new HttpError('NOT_EDITABLE', `Only drafts are submitted; this idea is ${idea.status}`);
          checkVersion(idea, expectedVersion(request, request.body?.version));
          assertComplete(idea, await visibleToIds(tx, idea.id), 'idea');
          await bumpVersion(tx, idea.id, { status: 'first_assessment', submittedAt: new Date() });
          await recordHistory(tx, caller, idea, [{ entityType: 'idea', fieldName: 'status', oldValue: 'draft', newValue: 'first_assessment' }]);
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
          const files = await tx.select({ key: ideaAttachments.storageKey }).from(ideaAttachments).where(eq(ideaAttachments.ideaId, idea.id));
          await tx.delete(ideas).where(eq(ideas.id, idea.id));
          return files.map((f) => f.key);
        });
        await Promise.all(keys.map((k) => blobs.delete(k).catch((err: Error) => request.log.warn({ err, key: k }, 'blob delete failed'))));
        return reply.status(204).send();
      },
    );

    // ---- revision requests ------------------------------------------------------------------

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
          await tx.insert(ideaRevisionRequests).values({ id, ideaId: idea.id, tenantId: idea.tenantId, authorId: caller.id, message: request.body.message });
          await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [{ entityType: 'idea', fieldName: 'revisionRequest', oldValue: null, newValue: excerpt(request.body.message) }]);
        });
        const [created] = (await revisionRequestsOf(db, request.params.id)).filter((r) => r.id === id);
        return reply.status(201).send(created);
      },
    );

    // ---- contributors -----------------------------------------------------------------------

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
          const [user] = await tx
            .select({ id: users.id, givenName: users.givenName, familyName: users.familyName })
            .from(users)
            .where(and(eq(users.tenantId, caller.tenantId), eq(users.id, request.body.userId)))
            .limit(1);
          if (!user) throw notFound('User');
          if (user.id === idea.submitterId) throw invalid('The submitter is already a creator of the idea', [{ path: 'body.userId', message: 'validation.invalidType' }]);
          if (current.includes(user.id)) return;
          await tx.insert(ideaContributors).values({ ideaId: idea.id, userId: user.id });
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
          const [user] = await tx.select({ givenName: users.givenName, familyName: users.familyName }).from(users).where(eq(users.id, userId)).limit(1);
          await tx.delete(ideaContributors).where(and(eq(ideaContributors.ideaId, idea.id), eq(ideaContributors.userId, userId)));
          const next = await bumpVersion(tx, idea.id);
          await recordHistory(tx, caller, idea, [{ entityType: 'contributor', fieldName: 'contributor', oldValue: user ? `${user.givenName} ${user.familyName}` : userId, newValue: null }]);
          return next;
        });
        return reply.status(204).header('etag', `"${version}"`).send();
      },
    );
  };
}

export async function revisionRequestsOf(db: Database, ideaId: string): Promise<RevisionRequest[]> {
  const rows = await db
    .select({
      id: ideaRevisionRequests.id,
      ideaId: ideaRevisionRequests.ideaId,
      message: ideaRevisionRequests.message,
      authorId: ideaRevisionRequests.authorId,
      givenName: users.givenName,
      familyName: users.familyName,
      createdAt: ideaRevisionRequests.createdAt,
    })
    .from(ideaRevisionRequests)
    .leftJoin(users, eq(users.id, ideaRevisionRequests.authorId))
    .where(eq(ideaRevisionRequests.ideaId, ideaId))
    .orderBy(desc(ideaRevisionRequests.createdAt), desc(ideaRevisionRequests.id));
  return rows.map((r) => ({
    id: r.id,
    ideaId: r.ideaId,
    message: r.message,
    authorId: r.authorId,
    authorName: r.givenName ? `${r.givenName} ${r.familyName}` : null,
    createdAt: r.createdAt.toISOString(),
  }));
}
