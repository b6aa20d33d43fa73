import { http, HttpResponse, type AnyHandler } from 'msw';
import { TaskListResponse, type WorkflowTask } from '@idea-portal/contracts';
import { isClosedStatus, isIdeaCreator } from '@idea-portal/domain';
import { mockDb } from '../mock-db';
import { toSummary } from '../fixtures/ideas';
import type { UrlOf } from './http-utils';
import { caseOf, workflowIdea } from './workflow/case-store';

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
    const creator = isIdeaCreator({ id: userId }, idea);
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

/** GET /tasks: the caller's open tasks. */
export function createTaskHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/tasks'), () => {
      const tasks = tasksFor(mockDb.currentUserId);
      return HttpResponse.json(TaskListResponse.parse({ tasks, total: tasks.length }));
    }),
  ];
}
