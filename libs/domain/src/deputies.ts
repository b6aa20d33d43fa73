import type { TaskKind } from '@idea-portal/contracts';
import type { WorkflowIdea } from './workflow';

/**
 * Deputies (issue 40). A person is absent from `from` to `to` (calendar days, both included) and
 * names a deputy. While absent, new tasks for them go to the deputy, and the deputy works their
 * open tasks: exactly the tasks, never the person's role, functions or visibility (a works-council
 * member's tariff groups, an administrator's rights stay theirs).
 */
export interface AbsenceRule {
  userId: string;
  from: string;
  to: string;
  deputyId: string;
}

/** Whether the absence runs on `day` (YYYY-MM-DD). */
export function isAbsentOn(absence: Pick<AbsenceRule, 'from' | 'to'>, day: string): boolean {
  return absence.from <= day && day <= absence.to;
}

/**
 * Who a task given to `assigneeId` on `day` goes to: the person, or their deputy while they are
 * absent (one step: a deputy who is absent too keeps it, so a task never wanders along a chain).
 * `deputyFor` names the absent person when the deputy gets it.
 */
export function effectiveAssignee(assigneeId: string, absences: readonly AbsenceRule[], day: string): { assigneeId: string; deputyFor: string | null } {
  const absence = absences.find((a) => a.userId === assigneeId && isAbsentOn(a, day));
  if (!absence || absence.deputyId === assigneeId) return { assigneeId, deputyFor: null };
  return { assigneeId: absence.deputyId, deputyFor: assigneeId };
}

/** The people `deputyId` stands in for on `day`. */
export function principalsOf(deputyId: string, absences: readonly AbsenceRule[], day: string): string[] {
  return absences.filter((a) => a.deputyId === deputyId && a.userId !== deputyId && isAbsentOn(a, day)).map((a) => a.userId);
}

/** The tasks a deputy takes over: those given to the person by name (not their role's, not a creator's, not an idea manager's). */
export const DEPUTY_TASK_KINDS: readonly TaskKind[] = ['assess', 'review', 'expertOpinion', 'implement', 'decide'];

/**
 * The idea as the deputy works it for `principalId`: where the idea names the principal for a
 * task (assessment assignee, person in charge of implementation, asked expert), it names the
 * deputy. The workflow rules then run for the deputy as themselves (their own role, their own
 * separation of duties), so they gain the principal's tasks on this idea and nothing else.
 */
export function asDeputy<T extends WorkflowIdea>(idea: T, principalId: string, deputyId: string): T {
  const swap = (id: string | null | undefined) => (id === principalId ? deputyId : id);
  const assignee = idea.ideaAssessment?.assigneeId ?? null;
  return {
    ...idea,
    ideaAssessment: idea.ideaAssessment ? { ...idea.ideaAssessment, assigneeId: swap(assignee) ?? null } : idea.ideaAssessment,
    implementerId: swap(idea.implementerId) ?? null,
    pendingExpertIds: idea.pendingExpertIds?.includes(principalId) ? [...idea.pendingExpertIds, deputyId] : idea.pendingExpertIds,
    expertIds: idea.expertIds?.includes(principalId) ? [...idea.expertIds, deputyId] : idea.expertIds,
  };
}

/** Whether the idea names the principal for one of the tasks a deputy takes over. */
export function holdsTask(idea: WorkflowIdea, principalId: string): boolean {
  return (
    idea.ideaAssessment?.assigneeId === principalId || idea.implementerId === principalId || (idea.pendingExpertIds ?? []).includes(principalId)
  );
}
