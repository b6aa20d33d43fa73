import { http, HttpResponse, type AnyHandler } from 'msw';
import {
  AdminStats,
  CurrentUser,
  FollowingIdeasResponse,
  HealthResponse,
  HistoryResponse,
  Idea,
  IdeaListQuery,
  IdeaListResponse,
  MyIdeasQuery,
  MyIdeasResponse,
  NotificationListResponse,
  OrganizationalUnitListResponse,
  ProfileUpdateInput,
  TaskListResponse,
  TenantListResponse,
  UserListQuery,
  UserListResponse,
  UserProfile,
  type ErrorCode,
  type HistoryEntry,
  type IdeaSummary,
  type WorkflowTask,
} from '@idea-portal/contracts';
import { canAccessAdmin, isClosedStatus, maySeeHistory, permissionsFor, seesWholeTenant } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from './mock-db';
import { toSummary } from './fixtures/ideas';
import { createIdeaWriteHandlers, ideaForCaller } from './idea-write-handlers';
import { createAdminHandlers } from './admin-handlers';
import { createSavedSearchHandlers } from './saved-search-handlers';
import { caseOf, workflowIdea } from './workflow/case-store';
import { createWorkflowHandlers } from './workflow';

/** Where the mocked API lives: `http://localhost:${APP_MOCK_API_PORT || 8080}`. */
export const DEFAULT_MOCK_API_URL = 'http://localhost:8080';

export function problem(status: number, code: ErrorCode, message: string) {
  return HttpResponse.json({ code, message }, { status });
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function visibleIdeas(): Idea[] {
  const me = mockCurrentUser();
  // Drafts are visible only to their submitter and contributors (and the whole tenant for admins).
  return mockDb.ideas.filter(
    (i) => i.status !== 'draft' || seesWholeTenant(me.role) || i.submitterId === me.id || i.contributors.some((c) => c.id === me.id),
  );
}

function compareBy(sort: string) {
  const [field, dir] = sort.split(':') as [keyof IdeaSummary, 'asc' | 'desc'];
  return (a: IdeaSummary, b: IdeaSummary) => {
    const c = String(a[field]).localeCompare(String(b[field]));
    return (dir === 'desc' ? -c : c) || a.id.localeCompare(b.id);
  };
}

function statusChanges(entries: HistoryEntry[]) {
  return entries.filter((h) => h.entityType === 'idea' && h.fieldName.toLowerCase() === 'status');
}

/**
 * My Tasks from the workflow: one task per pending action of the user (assess, answer an
 * inquiry, review, give an expert opinion, implement, decide). Closed ideas and drafts never
 * appear; ADMIN also sees every first_assessment idea; most recently updated first.
 */
export function tasksFor(userId: string): WorkflowTask[] {
  const user = mockDb.users.find((u) => u.id === userId)!;
  const tasks: WorkflowTask[] = [];
  const ideas = [...mockDb.ideas].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  for (const idea of ideas) {
    if (idea.status === 'draft' || isClosedStatus(idea.status)) continue;
    const c = caseOf(idea.id);
    const wf = workflowIdea(idea);
    const summary = toSummary(idea);
    const add = (kind: WorkflowTask['kind'], since: string, followUpDate: string | null = null) =>
      tasks.push({ ...summary, taskId: `${kind}:${idea.id}`, kind, since, followUpDate });
    const assignee = idea.ideaAssessment?.assigneeId ?? null;
    const creator = idea.submitterId === userId || idea.contributors.some((x) => x.id === userId);
    if (idea.status === 'first_assessment' && (assignee === userId || user.role === 'ADMIN')) add('assess', idea.submittedAt ?? idea.updatedAt);
    if (idea.status === 'review' && assignee === userId) add('review', c.assessment?.completedAt ?? idea.updatedAt, c.review?.isPostponed ? c.review.postponementDate : null);
    if (idea.status === 'implementation' && (wf.implementerId ?? assignee) === userId) add('implement', c.review?.reviewedAt ?? idea.updatedAt);
    if ((idea.status === 'final_decision' || idea.status === 'accepted') && assignee === userId) add('decide', c.implementation?.implementedAt ?? idea.updatedAt);
    const open = c.inquiries.find((q) => q.answer === null);
    if (open && creator) add('answerInquiry', open.askedAt);
    const asked = c.expertOpinions.find((o) => o.reviewDate === null && o.expert.id === userId);
    if (asked && idea.status === 'review') add('expertOpinion', asked.requestedAt);
  }
  return tasks;
}

function adminStats(): AdminStats {
  const ideas = mockDb.ideas;
  const count = <T extends string>(values: T[]) =>
    [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<T, number>())].map(([k, n]) => [k, n] as const);
  const months: { month: string; count: number }[] = [];
  const now = new Date();
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const month = d.toISOString().slice(0, 7);
    months.push({ month, count: ideas.filter((x) => x.createdAt.startsWith(month)).length });
  }
  const titles = new Map(ideas.map((i) => [i.id, i.title]));
  return AdminStats.parse({
    totals: {
      ideas: ideas.length,
      users: mockDb.users.length,
      activeUsers: mockDb.users.filter((u) => u.status === 'ACTIVE').length,
      categories: new Set(ideas.map((i) => i.category).filter(Boolean)).size,
    },
    ideasByStatus: count(ideas.map((i) => i.status)).map(([status, n]) => ({ status, count: n })),
    usersByRole: count(mockDb.users.map((u) => u.role)).map(([role, n]) => ({ role, count: n })),
    ideasByCategory: count(ideas.map((i) => i.category).filter((c): c is string => !!c))
      .map(([category, n]) => ({ category, count: n }))
      .sort((a, b) => b.count - a.count),
    ideasPerMonth: months,
    recentActivity: [...mockDb.history]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 10)
      .map((h) => ({ ...h, ideaTitle: titles.get(h.ideaId) ?? '' })),
  });
}

/**
 * MSW handlers answering every endpoint the remotes call, with the contracts' shapes. Queries
 * are validated with the same strict zod schemas as the API, so a client sending an unknown
 * parameter gets the API's 400 here too.
 */
export function createHandlers(baseUrl: string = DEFAULT_MOCK_API_URL): AnyHandler[] {
  const u = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;
  return [
    http.get(u('/health'), () =>
      HttpResponse.json(HealthResponse.parse({ status: mockDb.healthy ? 'ok' : 'unavailable', database: 'pglite' }), {
        status: mockDb.healthy ? 200 : 503,
      }),
    ),

    // Users service
    http.get(u('/users/me'), () => {
      const profile = mockCurrentUser();
      return HttpResponse.json(
        CurrentUser.parse({ profile, permissions: [...permissionsFor(profile.role)], canAccessAdmin: canAccessAdmin(profile.role) }),
      );
    }),
    // PATCH /users/me: the caller's own profile; absent fields unchanged, null or '' clears.
    http.patch(u('/users/me'), async ({ request }) => {
      const parsed = ProfileUpdateInput.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
      const me = mockCurrentUser();
      const v = parsed.data;
      if (v.phoneNumber !== undefined) me.phoneNumber = v.phoneNumber;
      if (v.position !== undefined) me.position = v.position;
      if (v.aboutMe !== undefined) me.aboutMe = v.aboutMe;
      if (v.picture !== undefined) me.picture = v.picture;
      if (v.preferredLanguage !== undefined) me.preferredLanguage = v.preferredLanguage;
      me.updatedAt = new Date().toISOString();
      return HttpResponse.json(UserProfile.parse(me));
    }),
    http.get(u('/users/my-ideas'), ({ request }) => {
      const parsed = MyIdeasQuery.safeParse(queryOf(request));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
      const { limit, cursor } = parsed.data;
      const me = mockCurrentUser();
      // Ideas the caller submitted or contributes to, newest first.
      const all = mockDb.ideas
        .filter((i) => i.submitterId === me.id || i.contributors.some((c) => c.id === me.id))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((i) => ({ IdeaId: i.id, Title: i.title, Status: i.status, CreatedAt: i.createdAt }));
      const start = cursor ? Number(cursor) : 0;
      const hasMore = start + limit < all.length;
      return HttpResponse.json(
        MyIdeasResponse.parse({
          ideas: all.slice(start, start + limit),
          hasMore,
          nextCursor: hasMore ? String(start + limit) : null,
          submittedCount: mockDb.ideas.filter((i) => i.submitterId === me.id).length,
        }),
      );
    }),
    http.get(u('/users/:id/following-ideas'), ({ params }) => {
      const ids = mockDb.follows[String(params.id)] ?? [];
      const ideas = ids.map((id) => mockDb.ideas.find((i) => i.id === id)).filter((i): i is Idea => !!i);
      return HttpResponse.json(FollowingIdeasResponse.parse(ideas.map(toSummary)));
    }),
    http.get(u('/users/:id'), ({ params }) => {
      const user = mockDb.users.find((x) => x.id === params.id);
      return user ? HttpResponse.json(UserProfile.parse(user)) : problem(404, 'NOT_FOUND', `User ${String(params.id)} not found`);
    }),
    http.get(u('/users'), ({ request }) => {
      const parsed = UserListQuery.safeParse(queryOf(request));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
      const q = parsed.data;
      if (q.userId) {
        const user = mockDb.users.find((x) => x.userId === q.userId);
        return user ? HttpResponse.json(UserProfile.parse(user)) : problem(404, 'NOT_FOUND', 'User not found');
      }
      const has = (value: string | null | undefined, needle?: string) =>
        !needle || (value ?? '').toLowerCase().includes(needle.toLowerCase());
      const all = mockDb.users
        .filter(
          (x) =>
            has(x.givenName, q.givenName) &&
            has(x.familyName, q.familyName) &&
            has(x.email, q.email) &&
            has(x.phoneNumber, q.phone) &&
            has(x.position, q.position) &&
            (!q.organizationalUnits?.length || q.organizationalUnits.includes(x.organizationalUnit?.id ?? '')) &&
            (!q.tenants?.length || q.tenants.includes(x.tenant?.id ?? '')),
        )
        .sort((a, b) => a.familyName.localeCompare(b.familyName) || a.id.localeCompare(b.id));
      const start = q.lastEvaluatedKey ? Number(q.lastEvaluatedKey) : 0;
      const users = all.slice(start, start + q.pageSize);
      const hasMore = start + q.pageSize < all.length;
      return HttpResponse.json(
        UserListResponse.parse({
          users,
          pagination: { pageSize: q.pageSize, totalItems: all.length, nextPageToken: hasMore ? String(start + q.pageSize) : null, hasMore },
        }),
      );
    }),

    // Tenants service
    http.get(u('/tenants'), () => HttpResponse.json(TenantListResponse.parse({ tenants: mockDb.tenants }))),
    http.get(u('/tenants/:id'), ({ params }) => {
      const tenant = mockDb.tenants.find((t) => t.id === params.id);
      return tenant ? HttpResponse.json(tenant) : problem(404, 'NOT_FOUND', 'Tenant not found');
    }),
    http.get(u('/organizational-units'), () =>
      HttpResponse.json(OrganizationalUnitListResponse.parse({ organizationalUnits: mockDb.units })),
    ),

    // Ideas service: the workflow and the write side first (its /ideas/similar must win over /ideas/:id).
    ...createWorkflowHandlers(u),
    ...createIdeaWriteHandlers(u),
    ...createSavedSearchHandlers(u),
    http.get(u('/ideas'), ({ request }) => {
      const parsed = IdeaListQuery.safeParse(queryOf(request));
      if (!parsed.success) return problem(400, 'VALIDATION_FAILED', parsed.error.issues.map((i) => i.message).join('; '));
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
            (!from || i.createdAt >= from) &&
            (!to || i.createdAt <= to) &&
            (!needle || [i.title, i.description, i.solution].some((t) => t.toLowerCase().includes(needle))),
        )
        .map(toSummary)
        .sort(compareBy(q.sort));
      const start = q.cursor ? Number(q.cursor) : 0;
      const ideas = all.slice(start, start + q.limit);
      const hasMore = start + q.limit < all.length;
      return HttpResponse.json(
        IdeaListResponse.parse({ ideas, hasMore, nextCursor: hasMore ? String(start + q.limit) : null }),
      );
    }),
    http.get(u('/ideas/:id/history'), ({ params }) => {
      const idea = visibleIdeas().find((i) => i.id === params.id);
      if (!idea) return problem(404, 'NOT_FOUND', `Idea ${String(params.id)} not found`);
      // The history follows IDEA_HISTORY (full or read-only), as the History tab does.
      const me = mockCurrentUser();
      if (!maySeeHistory({ id: me.id, role: me.role }, workflowIdea(idea))) return problem(403, 'FORBIDDEN', 'Not allowed to see the history');
      const history = mockDb.history.filter((h) => h.ideaId === params.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json(HistoryResponse.parse({ history }));
    }),
    http.get(u('/ideas/:id'), ({ params }) => {
      const idea = visibleIdeas().find((i) => i.id === params.id);
      return idea ? HttpResponse.json(ideaForCaller(idea)) : problem(404, 'NOT_FOUND', `Idea ${String(params.id)} not found`);
    }),

    // My page
    http.get(u('/tasks'), () => {
      const tasks = tasksFor(mockDb.currentUserId);
      return HttpResponse.json(TaskListResponse.parse({ tasks, total: tasks.length }));
    }),
    http.get(u('/notifications'), () => {
      const me = mockCurrentUser();
      const mine = mockDb.ideas.filter((i) => i.submitterId === me.id || i.contributors.some((c) => c.id === me.id));
      const notifications = mine
        .map((idea) => {
          const entries = mockDb.history.filter((h) => h.ideaId === idea.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          if (entries.length === 0) return null;
          const change = statusChanges(entries)[0];
          const e = change ?? entries[0];
          return {
            id: change ? change.id : `status:${idea.id}`,
            kind: change ? ('statusChange' as const) : ('status' as const),
            ideaId: idea.id,
            title: idea.title,
            status: idea.status,
            actorName: e.actorName,
            actorPicture: e.actorPicture,
            newValue: change ? change.newValue : null,
            createdAt: e.createdAt,
          };
        })
        .filter((n) => n !== null)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json(NotificationListResponse.parse({ notifications }));
    }),

    // Admin
    http.get(u('/admin/stats'), () => {
      if (!canAccessAdmin(mockCurrentUser().role)) return problem(403, 'FORBIDDEN', 'Administrators only');
      return HttpResponse.json(adminStats());
    }),
    ...createAdminHandlers(u),
    // Any other admin route: answer as the API does for an unknown route.
    http.all(u('/admin/*'), ({ request }) =>
      problem(404, 'NOT_FOUND', `Route ${request.method}:${new URL(request.url).pathname} not found`),
    ),
  ];
}
