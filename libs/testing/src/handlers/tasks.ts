import { http, HttpResponse, type AnyHandler } from 'msw';
import { TaskListResponse, type WorkflowTask } from '@idea-portal/contracts';
import { calendarDay, dueState, isIdeaManager, pendingTasks, taskDueDate } from '@idea-portal/domain';
import { mockDb } from '../mock-db';
import { toSummary } from '../fixtures/ideas';
import type { UrlOf } from './http-utils';
import { caseOf, workflowIdea } from './workflow/case-store';

/**
 * My Tasks from the workflow: `pendingTasks` of libs/domain (the rule GET /tasks is pinned to) for
 * every idea, with since when. Closed ideas and drafts never appear; most recently updated first.
 */
export function tasksFor(userId: string): WorkflowTask[] {
  const user = mockDb.users.find((u) => u.id === userId)!;
  const tenant = mockDb.tenants[0];
  const person = {
    id: userId,
    role: user.role,
    isIdeaManager: isIdeaManager({ id: userId, email: user.email, functions: mockDb.userFunctions[userId] ?? [] }, { ideaManagers: tenant?.ideaManagers ?? [] }),
  };
  const tasks: WorkflowTask[] = [];
  const ideas = [...mockDb.ideas].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  for (const idea of ideas) {
    const c = caseOf(idea.id);
    const openRevisions = mockDb.revisionRequests.filter((r) => r.ideaId === idea.id && r.answeredAt === null);
    const kinds = pendingTasks(person, { ...workflowIdea(idea), changesRequested: !!c.changesRequested, hasOpenRevisionRequest: openRevisions.length > 0 });
    const summary = toSummary(idea);
    const since: Record<WorkflowTask['kind'], () => string> = {
      assess: () => idea.submittedAt ?? idea.updatedAt,
      review: () => c.assessment?.completedAt ?? idea.updatedAt,
      implement: () => c.review?.reviewedAt ?? idea.updatedAt,
      decide: () => c.implementation?.implementedAt ?? idea.updatedAt,
      answerInquiry: () => c.inquiries.find((q) => q.answer === null)?.askedAt ?? idea.updatedAt,
      expertOpinion: () => c.expertOpinions.find((o) => o.reviewDate === null && o.expert.id === userId)?.requestedAt ?? idea.updatedAt,
      revise: () => c.review?.reviewedAt ?? idea.updatedAt,
      answerRevisionRequest: () => openRevisions.map((r) => r.createdAt).sort()[0] ?? idea.updatedAt,
      // The MSW fakes keep no appeals yet: no idea has an open one.
      decideAppeal: () => idea.updatedAt,
      escalation: () => idea.updatedAt,
    };
    for (const kind of kinds) {
      const followUpDate = kind === 'review' && c.review?.isPostponed ? c.review.postponementDate : null;
      const { deadlines, timeZone } = mockDb.tenantPolicy;
      const dueDate = taskDueDate({ kind, since: since[kind](), followUpDate }, deadlines, timeZone);
      const state = dueState(dueDate, calendarDay(new Date(), timeZone), deadlines);
      tasks.push({ ...summary, taskId: `${kind}:${idea.id}`, kind, since: since[kind](), followUpDate, dueDate, dueState: state, escalatedKind: null });
    }
  }
  // Overdue first (the longest overdue first), as GET /tasks sorts.
  const overdueFirst = (t: WorkflowTask) => (t.dueState === 'overdue' ? `0${t.dueDate}` : '1');
  return tasks
    .map((t, i) => [t, i] as const)
    .sort(([a, i], [b, j]) => (overdueFirst(a) < overdueFirst(b) ? -1 : overdueFirst(a) > overdueFirst(b) ? 1 : i - j))
    .map(([t]) => t);
}


/** GET /tasks: the caller's open tasks. */
export function createTaskHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/tasks'), () => {
      const tasks = tasksFor(mockDb.currentUserId);
      return HttpResponse.json(TaskListResponse.parse({ tasks, total: tasks.length, overdue: tasks.filter((t) => t.dueState === 'overdue').length }));
    }),
  ];
}
