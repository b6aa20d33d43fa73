import { http, HttpResponse, type AnyHandler } from 'msw';
import { Idea, IdeaDraftInput, IdeaListQuery, IdeaListResponse, IdeaSubmitCheck, IdeaUpdateInput, IdeaVersionInput, type IdeaSummary } from '@idea-portal/contracts';
import { checkTransition, isEditableStatus } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { toSummary } from '../fixtures/ideas';
import { bodyOf, newId, nowIso, problem, queryOf, validation, type UrlOf } from './http-utils';
import { caller, findIdea, ideaForCaller, ideaNotFound, mayDelete, mayManage, record, touch, visibleIdeas } from './idea-store';
import { workflowIdea } from './workflow/case-store';

function compareBy(sort: string) {
  const [field, dir] = sort.split(':') as [keyof IdeaSummary, 'asc' | 'desc'];
  return (a: IdeaSummary, b: IdeaSummary) => {
    const c = String(a[field]).localeCompare(String(b[field]));
    return (dir === 'desc' ? -c : c) || a.id.localeCompare(b.id);
  };
}

const FIELDS = ['title', 'description', 'solution', 'tags', 'innovationArea', 'material', 'function', 'location', 'bannerImage', 'visibility', 'visibleTo'] as const;

/** Copies the sent fields onto the idea ('' clears the optional ones); `track` writes the history. */
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

/** The complete-idea check the API runs on submit and on edits after submit. */
const submitCheck = (idea: Idea) => IdeaSubmitCheck.safeParse({ ...idea, categoryId: idea.categoryId ?? undefined, bannerImage: idea.bannerImage ?? undefined });

/** Ideas: list with filters, sort and cursor; one idea; create a draft, edit, submit, delete. */
export function createIdeaHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas'), ({ request }) => {
      const parsed = IdeaListQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const q = parsed.data;
      const needle = q.q?.toLowerCase();
      const from = q.from ? new Date(q.from).toISOString() : null;
      const to = q.to ? new Date(q.to).toISOString() : null;
      const all = visibleIdeas()
        .filter(
          (i) =>
            (!q.status?.length || q.status.includes(i.status)) &&
            (!q.category || i.category === q.category) &&
            (!q.submitterId || i.submitterId === q.submitterId) &&
            (!q.organizationalUnitId || i.organizationalUnitId === q.organizationalUnitId) &&
            (!from || i.createdAt >= from) &&
            (!to || i.createdAt <= to) &&
            (!needle || [i.title, i.description, i.solution].some((t) => t.toLowerCase().includes(needle))),
        )
        .map(toSummary)
        .sort(compareBy(q.sort));
      const start = q.cursor ? Number(q.cursor) : 0;
      const ideas = all.slice(start, start + q.limit);
      const hasMore = start + q.limit < all.length;
      return HttpResponse.json(IdeaListResponse.parse({ ideas, hasMore, nextCursor: hasMore ? String(start + q.limit) : null }));
    }),

    http.get(u('/ideas/:id'), ({ params }) => {
      const idea = findIdea(params.id);
      return idea ? HttpResponse.json(ideaForCaller(idea)) : ideaNotFound(params.id);
    }),

    http.post(u('/ideas'), async ({ request }) => {
      const parsed = IdeaDraftInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const me = mockCurrentUser();
      const at = nowIso();
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
      if (!idea) return ideaNotFound(params.id);
      if (!mayManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may edit this idea');
      const parsed = IdeaUpdateInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      if (!isEditableStatus(idea.status)) return problem(409, 'NOT_EDITABLE', `The idea is in ${idea.status} and can no longer be edited`);
      if (parsed.data.version !== idea.version) return problem(409, 'VERSION_CONFLICT', 'The idea was changed by someone else');
      applyFields(idea, parsed.data, true);
      // An edit answers changes a reviewer requested (the revise task goes away).
      const wfCase = mockDb.workflow[idea.id];
      if (wfCase) wfCase.changesRequested = false;
      if (idea.status !== 'draft') {
        const full = submitCheck(idea);
        if (!full.success) return validation(full.error.issues);
      }
      touch(idea);
      return HttpResponse.json(ideaForCaller(idea));
    }),

    http.post(u('/ideas/:id/submit'), async ({ params, request }) => {
      const parsed = IdeaVersionInput.safeParse((await request.json().catch(() => ({}))) ?? {});
      if (!parsed.success) return validation(parsed.error.issues);
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      // The workflow table first, then the version, as the API's one workflow entry does.
      const check = checkTransition(caller(), workflowIdea(idea), 'submit');
      if (!check.ok) {
        return check.code === 'INVALID_TRANSITION'
          ? problem(409, 'NOT_EDITABLE', 'The idea was already submitted')
          : problem(403, check.code, 'Only the creators may submit this idea');
      }
      if (parsed.data.version !== undefined && parsed.data.version !== idea.version) {
        return problem(409, 'VERSION_CONFLICT', 'The idea was changed by someone else');
      }
      const full = submitCheck(idea);
      if (!full.success) return validation(full.error.issues);
      record(idea, 'idea', 'status', idea.status, 'first_assessment');
      idea.status = 'first_assessment';
      idea.submittedAt = nowIso();
      touch(idea);
      return HttpResponse.json(ideaForCaller(idea));
    }),

    http.delete(u('/ideas/:id'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      if (!mayDelete(idea)) {
        return idea.status !== 'draft'
          ? problem(409, 'NOT_EDITABLE', 'Only drafts can be deleted')
          : problem(403, 'FORBIDDEN', 'Only the submitter or an administrator may delete this draft');
      }
      mockDb.ideas = mockDb.ideas.filter((i) => i !== idea);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
