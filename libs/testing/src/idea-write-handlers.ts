/**
 * MSW handlers for the write side of the ideas service (create / edit / submit, comments,
 * follow, like, views, attachments, contributors, similar ideas, revision requests, PDF export),
 * answering with the contracts' shapes and the API's error codes. Mounted by `createHandlers`
 * before the read handlers (so `/ideas/similar` is not taken for an idea id).
 */
import { http, HttpResponse, type AnyHandler } from 'msw';
import {
  ATTACHMENT_TYPES,
  CategoryListResponse,
  Comment,
  CommentInput,
  CommentListResponse,
  ContributorInput,
  FollowResponse,
  HistoryEntry,
  IDEA_LIMITS,
  Idea,
  IdeaDraftInput,
  IdeaSubmitCheck,
  IdeaUpdateInput,
  IdeaVersionInput,
  LikeResponse,
  RevisionRequest,
  RevisionRequestInput,
  SimilarIdeasQuery,
  SimilarIdeasResponse,
  ViewResponse,
  type Attachment,
  type ErrorCode,
  type HistoryEntry as HistoryEntryT,
} from '@idea-portal/contracts';
import { seesWholeTenant } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from './mock-db';
import { fullName } from './fixtures/users';
import type { StoredComment } from './fixtures/idea-writes';

const problem = (status: number, code: ErrorCode, message: string, details?: { path: string; message: string }[]) =>
  HttpResponse.json({ code, message, ...(details ? { details } : {}) }, { status });

const validation = (issues: { path: PropertyKey[]; message: string }[]) =>
  problem(
    400,
    'VALIDATION_FAILED',
    issues.map((i) => i.message).join('; '),
    issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  );

let seq = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(seq++).toString(36)}`;
const now = () => new Date().toISOString();

function canSee(idea: Idea) {
  const me = mockCurrentUser();
  return idea.status !== 'draft' || seesWholeTenant(me.role) || isCreator(idea);
}
function isCreator(idea: Idea) {
  const me = mockCurrentUser();
  return idea.submitterId === me.id || idea.contributors.some((c) => c.id === me.id);
}
const canManage = (idea: Idea) => isCreator(idea) || mockCurrentUser().role === 'ADMIN';
const EDITABLE = ['draft', 'first_assessment'];

function findIdea(id: unknown) {
  const idea = mockDb.ideas.find((i) => i.id === id);
  return idea && canSee(idea) ? idea : undefined;
}
const notFound = (id: unknown) => problem(404, 'NOT_FOUND', `Idea ${String(id)} not found`);

/** The idea as GET /ideas/{id} answers it for the current user. */
export function ideaForCaller(idea: Idea): Idea {
  const me = mockCurrentUser();
  return Idea.parse({
    ...idea,
    categoryId: idea.categoryId ?? mockDb.categories.find((c) => c.name === idea.category)?.id ?? null,
    visibleTo: idea.visibleTo ?? [],
    following: (mockDb.follows[me.id] ?? []).includes(idea.id),
    liked: (mockDb.likes[idea.id] ?? []).includes(me.id),
    commentsCount: mockDb.comments.filter((c) => c.ideaId === idea.id && !c.deleted).length,
  });
}

function record(idea: Idea, entityType: HistoryEntryT['entityType'], fieldName: string, oldValue: unknown, newValue: unknown) {
  const me = mockCurrentUser();
  const text = (v: unknown) => (v === null || v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v));
  mockDb.history.push(
    HistoryEntry.parse({
      id: newId('h'),
      ideaId: idea.id,
      entityType,
      fieldName,
      oldValue: text(oldValue),
      newValue: text(newValue),
      createdAt: now(),
      actorName: fullName(me),
      actorPicture: me.picture,
    }),
  );
}

function touch(idea: Idea) {
  idea.version += 1;
  idea.updatedAt = now();
}

const FIELDS = ['title', 'description', 'solution', 'tags', 'innovationArea', 'material', 'function', 'location', 'bannerImage', 'visibility', 'visibleTo'] as const;

function applyFields(idea: Idea, input: Record<string, unknown>, track: boolean) {
  for (const field of FIELDS) {
    if (!(field in input) || input[field] === undefined) continue;
    let value = input[field];
    if (typeof value === 'string' && value === '' && field !== 'title' && field !== 'description' && field !== 'solution') value = null;
    const old = (idea as Record<string, unknown>)[field];
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    (idea as Record<string, unknown>)[field] = value;
    if (track) record(idea, 'idea', field, old, value);
  }
  if ('categoryId' in input && input.categoryId !== undefined) {
    const category = mockDb.categories.find((c) => c.id === input.categoryId) ?? null;
    if ((idea.categoryId ?? null) !== (category?.id ?? null)) {
      if (track) record(idea, 'idea', 'category', idea.category, category?.name ?? null);
      idea.categoryId = category?.id ?? null;
      idea.category = category?.name ?? null;
    }
  }
}

function commentTree(ideaId: string): Comment[] {
  const all = mockDb.comments.filter((c) => c.ideaId === ideaId).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const build = (parentId: string | null): Comment[] =>
    all.filter((c) => c.parentId === parentId).map((c) => ({ ...c, replies: build(c.id) }));
  return build(null);
}

const words = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4),
  );

/** A tiny, valid one-page PDF with the given lines (ASCII). */
export function minimalPdf(lines: string[]): Uint8Array {
  const esc = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 18 : 11} Tf 50 ${780 - i * 24} Td (${esc(l)}) Tj ET`).join('\n');
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${text.length}>>\nstream\n${text}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const PLACEHOLDER_IMAGE = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#fde4f2"/><circle cx="320" cy="200" r="120" fill="#ec008c"/><text x="320" y="215" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">photo</text></svg>',
);

function fileFor(attachment: Attachment) {
  const stored = mockDb.files[attachment.id];
  if (stored) return stored;
  if (attachment.contentType.startsWith('image/')) return { type: 'image/svg+xml', bytes: PLACEHOLDER_IMAGE };
  return { type: attachment.contentType, bytes: minimalPdf([attachment.fileName]) };
}

const typeOf = (name: string) => {
  const ext = name.toLowerCase().slice(name.lastIndexOf('.'));
  return (Object.entries(ATTACHMENT_TYPES) as [string, readonly string[]][]).find(([, exts]) => exts.includes(ext))?.[0];
};

export function createIdeaWriteHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.get(u('/categories'), () => HttpResponse.json(CategoryListResponse.parse({ categories: mockDb.categories }))),

    http.get(u('/ideas/similar'), ({ request }) => {
      const parsed = SimilarIdeasQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return validation(parsed.error.issues);
      const q = parsed.data;
      const needle = words(`${q.title} ${q.description.slice(0, IDEA_LIMITS.similarDescriptionMax)}`);
      if (needle.size === 0) return HttpResponse.json({ ideas: [] });
      const ideas = mockDb.ideas
        .filter((i) => i.id !== q.excludeId && i.status !== 'draft')
        .map((i) => {
          const hay = words(`${i.title} ${i.description}`);
          const hits = [...needle].filter((w) => hay.has(w) || [...hay].some((h) => h.startsWith(w) || w.startsWith(h))).length;
          return { id: i.id, title: i.title, status: i.status, score: Math.round((hits / needle.size) * 100) / 100 };
        })
        .filter((s) => s.score >= 0.2)
        .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
        .slice(0, IDEA_LIMITS.similarMax);
      return HttpResponse.json(SimilarIdeasResponse.parse({ ideas }));
    }),

    http.post(u('/ideas'), async ({ request }) => {
      const parsed = IdeaDraftInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return validation(parsed.error.issues);
      const me = mockCurrentUser();
      const at = now();
      const idea: Idea = Idea.parse({
        id: newId('idea'),
        tenantId: me.tenant?.id ?? 'tenant-demo',
        title: parsed.data.title,
        description: '',
        solution: '',
        status: 'draft',
        category: null,
        categoryId: null,
        submitterId: me.id,
        submitterName: fullName(me),
        views: 0,
        likes: 0,
        createdAt: at,
        updatedAt: at,
        tags: [],
        innovationArea: null,
        material: null,
        function: null,
        location: null,
        bannerImage: null,
        visibility: 'organization',
        visibleTo: [],
        organizationalUnitId: me.organizationalUnit?.id ?? null,
        contributors: [],
        attachments: [],
        ideaAssessment: null,
        submittedAt: null,
        version: 1,
      });
      applyFields(idea, parsed.data, false);
      mockDb.ideas.push(idea);
      record(idea, 'idea', 'status', null, 'draft');
      return HttpResponse.json(ideaForCaller(idea), { status: 201 });
    }),

    http.patch(u('/ideas/:id'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may edit this idea');
      const parsed = IdeaUpdateInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return validation(parsed.error.issues);
      if (!EDITABLE.includes(idea.status)) return problem(409, 'NOT_EDITABLE', `The idea is in ${idea.status} and can no longer be edited`);
      if (parsed.data.version !== idea.version) return problem(409, 'VERSION_CONFLICT', 'The idea was changed by someone else');
      applyFields(idea, parsed.data, true);
      if (idea.status !== 'draft') {
        const full = IdeaSubmitCheck.safeParse({ ...idea, categoryId: idea.categoryId ?? undefined, bannerImage: idea.bannerImage ?? undefined });
        if (!full.success) return validation(full.error.issues);
      }
      touch(idea);
      return HttpResponse.json(ideaForCaller(idea));
    }),

    http.post(u('/ideas/:id/submit'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may submit this idea');
      const parsed = IdeaVersionInput.safeParse((await request.json().catch(() => ({}))) ?? {});
      if (!parsed.success) return validation(parsed.error.issues);
      if (idea.status !== 'draft') return problem(409, 'NOT_EDITABLE', 'The idea was already submitted');
      if (parsed.data.version !== undefined && parsed.data.version !== idea.version) {
        return problem(409, 'VERSION_CONFLICT', 'The idea was changed by someone else');
      }
      const full = IdeaSubmitCheck.safeParse({ ...idea, categoryId: idea.categoryId ?? undefined, bannerImage: idea.bannerImage ?? undefined });
      if (!full.success) return validation(full.error.issues);
      record(idea, 'idea', 'status', idea.status, 'first_assessment');
      idea.status = 'first_assessment';
      idea.submittedAt = now();
      touch(idea);
      return HttpResponse.json(ideaForCaller(idea));
    }),

    http.post(u('/ideas/:id/revision-requests'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may request a revision');
      const parsed = RevisionRequestInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return validation(parsed.error.issues);
      const me = mockCurrentUser();
      const rr = RevisionRequest.parse({ id: newId('rr'), ideaId: idea.id, message: parsed.data.message, authorId: me.id, authorName: fullName(me), createdAt: now() });
      mockDb.revisionRequests.push(rr);
      record(idea, 'idea', 'revisionRequest', null, parsed.data.message);
      return HttpResponse.json(rr, { status: 201 });
    }),

    http.delete(u('/ideas/:id'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may delete this idea');
      mockDb.ideas = mockDb.ideas.filter((i) => i !== idea);
      return new HttpResponse(null, { status: 204 });
    }),

    // Contributors
    http.post(u('/ideas/:id/contributors'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may add contributors');
      const parsed = ContributorInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return validation(parsed.error.issues);
      const user = mockDb.users.find((x) => x.id === parsed.data.userId);
      if (!user) return problem(404, 'NOT_FOUND', 'User not found');
      if (!idea.contributors.some((c) => c.id === user.id) && user.id !== idea.submitterId) {
        idea.contributors.push({ id: user.id, name: fullName(user), picture: user.picture });
        record(idea, 'contributor', 'contributor', null, fullName(user));
        touch(idea);
      }
      return HttpResponse.json(ideaForCaller(idea));
    }),
    http.delete(u('/ideas/:id/contributors/:userId'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may remove contributors');
      const c = idea.contributors.find((x) => x.id === params.userId);
      if (!c) return problem(404, 'NOT_FOUND', 'Not a contributor');
      idea.contributors = idea.contributors.filter((x) => x !== c);
      record(idea, 'contributor', 'contributor', c.name, null);
      touch(idea);
      return new HttpResponse(null, { status: 204, headers: { etag: `"${idea.version}"` } });
    }),

    // Comments
    http.get(u('/ideas/:id/comments'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const comments = commentTree(idea.id);
      return HttpResponse.json(
        CommentListResponse.parse({ comments, total: mockDb.comments.filter((c) => c.ideaId === idea.id && !c.deleted).length }),
      );
    }),
    http.post(u('/ideas/:id/comments'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const parsed = CommentInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return validation(parsed.error.issues);
      const parentId = parsed.data.parentId ?? null;
      if (parentId && !mockDb.comments.some((c) => c.id === parentId && c.ideaId === idea.id)) {
        return problem(404, 'NOT_FOUND', 'Comment not found');
      }
      const me = mockCurrentUser();
      const stored: StoredComment = {
        id: newId('c'),
        ideaId: idea.id,
        parentId,
        text: parsed.data.text,
        authorId: me.id,
        authorName: fullName(me),
        authorPicture: me.picture,
        createdAt: now(),
        deleted: false,
      };
      mockDb.comments.push(stored);
      record(idea, 'comment', 'comment', null, stored.text);
      return HttpResponse.json(Comment.parse({ ...stored, replies: [] }), { status: 201 });
    }),
    http.delete(u('/ideas/:id/comments/:commentId'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const c = mockDb.comments.find((x) => x.id === params.commentId && x.ideaId === idea.id && !x.deleted);
      if (!c) return problem(404, 'NOT_FOUND', 'Comment not found');
      const me = mockCurrentUser();
      if (c.authorId !== me.id && me.role !== 'ADMIN') return problem(403, 'FORBIDDEN', 'Only the author or an admin may delete');
      record(idea, 'comment', 'comment', c.text, null);
      Object.assign(c, { deleted: true, text: '', authorId: null, authorName: null, authorPicture: null });
      return new HttpResponse(null, { status: 204 });
    }),

    // Follow, like, views
    http.put(u('/ideas/:id/follow'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const me = mockCurrentUser();
      const list = (mockDb.follows[me.id] ??= []);
      if (!list.includes(idea.id)) list.push(idea.id);
      return HttpResponse.json(FollowResponse.parse({ following: true }));
    }),
    http.delete(u('/ideas/:id/follow'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const me = mockCurrentUser();
      mockDb.follows[me.id] = (mockDb.follows[me.id] ?? []).filter((x) => x !== idea.id);
      return HttpResponse.json(FollowResponse.parse({ following: false }));
    }),
    http.post(u('/ideas/:id/like'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const me = mockCurrentUser();
      const list = (mockDb.likes[idea.id] ??= []);
      const liked = !list.includes(me.id);
      mockDb.likes[idea.id] = liked ? [...list, me.id] : list.filter((x) => x !== me.id);
      idea.likes = Math.max(0, idea.likes + (liked ? 1 : -1));
      return HttpResponse.json(LikeResponse.parse({ liked, likes: idea.likes }));
    }),
    http.post(u('/ideas/:id/views'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const key = `${idea.id}:${mockCurrentUser().id}:${now().slice(0, 10)}`;
      const counted = !mockDb.views.includes(key);
      if (counted) {
        mockDb.views.push(key);
        idea.views += 1;
      }
      return HttpResponse.json(ViewResponse.parse({ counted, views: idea.views }));
    }),

    // Attachments
    http.post(u('/ideas/:id/attachments'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may upload attachments');
      const form = await request.formData().catch(() => null);
      const files = (form?.getAll('files') ?? []).filter((f): f is File => typeof f !== 'string');
      if (files.length === 0) return problem(400, 'VALIDATION_FAILED', 'No files');
      if (files.length > IDEA_LIMITS.attachmentsPerRequest) return problem(413, 'PAYLOAD_TOO_LARGE', 'validation.tooManyFiles');
      if (files.some((f) => f.size > IDEA_LIMITS.attachmentMaxBytes)) return problem(413, 'PAYLOAD_TOO_LARGE', 'Each file must be at most 10 MB');
      const bad = files.find((f) => !typeOf(f.name));
      if (bad) return problem(415, 'UNSUPPORTED_MEDIA_TYPE', `${bad.name}: this file type is not allowed`);
      const created: Attachment[] = [];
      for (const f of files) {
        const attachment: Attachment = {
          id: newId('att'),
          index: idea.attachments.length,
          fileName: f.name,
          contentType: typeOf(f.name)!,
          size: f.size,
          uploadedAt: now(),
        };
        mockDb.files[attachment.id] = { type: attachment.contentType, bytes: new Uint8Array(await f.arrayBuffer()) };
        idea.attachments.push(attachment);
        created.push(attachment);
        record(idea, 'attachment', 'attachment', null, f.name);
      }
      touch(idea);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(u('/ideas/:id/attachments/:attachmentId'), ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const a = idea.attachments.find((x) => x.id === params.attachmentId);
      if (!a) return problem(404, 'NOT_FOUND', 'Attachment not found');
      const file = fileFor(a);
      const inline = new URL(request.url).searchParams.get('inline') === '1';
      return new HttpResponse(file.bytes as unknown as BodyInit, {
        headers: {
          'Content-Type': file.type,
          'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${a.fileName.replace(/"/g, '')}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
    http.delete(u('/ideas/:id/attachments/:attachmentId'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      if (!canManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may delete attachments');
      const a = idea.attachments.find((x) => x.id === params.attachmentId);
      if (!a) return problem(404, 'NOT_FOUND', 'Attachment not found');
      idea.attachments = idea.attachments.filter((x) => x !== a);
      record(idea, 'attachment', 'attachment', a.fileName, null);
      touch(idea);
      return new HttpResponse(null, { status: 204 });
    }),

    // PDF export
    http.get(u('/ideas/:id/export.pdf'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return notFound(params.id);
      const comments = mockDb.comments.filter((c) => c.ideaId === idea.id && !c.deleted).map((c) => `${c.authorName}: ${c.text}`);
      const bytes = minimalPdf([idea.title, `Status: ${idea.status}`, idea.description.slice(0, 90), ...comments.slice(0, 20)]);
      return new HttpResponse(bytes as unknown as BodyInit, {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${idea.id}.pdf"` },
      });
    }),
  ];
}
