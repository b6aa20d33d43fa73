import type { AppRole, TaskKind } from '@idea-portal/contracts';
import { isAskedToDecideAppeal } from './appeals';
import { isIdeaCreator } from './idea-access';
import { actorsFor, canonicalStatus, findTransition, isClosedStatus, taskKindForStatus, type WorkflowIdea } from './workflow';

/** The person whose tasks are asked for: an idea manager (by function or named by the tenant) answers revision requests. */
export interface TaskPerson {
  id: string;
  role: AppRole;
  isIdeaManager: boolean;
}

/** The idea as the task rule needs it: the workflow's view plus the requests that wait for someone. */
export interface TaskIdea extends WorkflowIdea {
  /** A reviewer requested changes and the idea was not edited since. */
  changesRequested?: boolean;
  /** A revision request waits for its answer. */
  hasOpenRevisionRequest?: boolean;
  /** The appellants of appeals that wait for a decision (any status, a rejected idea included). */
  openAppealsBy?: readonly (string | null)[];
}

/**
 * Who has which task, ONE rule for GET /tasks (its SQL is pinned to this by a property test) and
 * the MSW fakes. Closed ideas and drafts ask for nothing. The stage's task (`taskKindForStatus`):
 * assess (the assessment assignee; ADMIN any first_assessment idea), review and decide (the
 * assignee), implement (the person in charge, else the assignee). answerInquiry: an open question,
 * for whoever the workflow table lets answer it (the idea's creators: submitter and contributors).
 * expertOpinion: an asked expert who has not answered, in review. revise: the idea's creators while
 * requested changes wait in first assessment. answerRevisionRequest: the assignee and the idea
 * managers while a revision request waits for its answer. decideAppeal: the idea managers (not the
 * appellant) while an appeal waits for its decision, in any status.
 */
export function pendingTasks(person: TaskPerson, idea: TaskIdea): TaskKind[] {
  const status = canonicalStatus(String(idea.status));
  // An appeal waits for the idea managers whatever the status (a rejection is appealed once the idea is closed).
  const appeal: TaskKind[] = (idea.openAppealsBy ?? []).some((appellantId) => isAskedToDecideAppeal(person, { appellantId })) ? ['decideAppeal'] : [];
  if (status === 'draft' || isClosedStatus(status)) return appeal;
  const assignee = idea.ideaAssessment?.assigneeId ?? null;
  const tasks: TaskKind[] = [];
  const stage = taskKindForStatus(status);
  if (stage === 'assess' && (assignee === person.id || person.role === 'ADMIN')) tasks.push(stage);
  if ((stage === 'review' || stage === 'decide') && assignee === person.id) tasks.push(stage);
  if (stage === 'implement' && (idea.implementerId ?? assignee) === person.id) tasks.push(stage);
  const answering = findTransition(status, 'answerInquiry');
  if (idea.hasOpenInquiry && answering) {
    const actors = actorsFor(person, idea);
    if (answering.who.some((w) => actors.has(w))) tasks.push('answerInquiry');
  }
  if (status === 'review' && idea.pendingExpertIds?.includes(person.id)) tasks.push('expertOpinion');
  if (status === 'first_assessment' && idea.changesRequested && isIdeaCreator(person, idea)) tasks.push('revise');
  if (idea.hasOpenRevisionRequest && isAskedToAnswerRevisionRequest(person, idea)) tasks.push('answerRevisionRequest');
  return [...tasks, ...appeal];
}

/** An idea manager of the tenant: by function, or named (e-mail or id) in the tenant's `ideaManagers`. */
export function isIdeaManager(user: { id: string; email: string; functions: readonly string[] }, tenant: { ideaManagers: readonly string[] }): boolean {
  return user.functions.includes('ideaManager') || tenant.ideaManagers.includes(user.email) || tenant.ideaManagers.includes(user.id);
}

type RevisionIdea = { ideaAssessment?: { assigneeId: string | null } | null };

/** Whom an open revision request asks for an answer (their answerRevisionRequest task): the idea's assessment assignee and the idea managers. */
export function isAskedToAnswerRevisionRequest(person: TaskPerson, idea: RevisionIdea): boolean {
  return person.isIdeaManager || (!!idea.ideaAssessment?.assigneeId && idea.ideaAssessment.assigneeId === person.id);
}

/** Who may answer a revision request: those it asks (assessment assignee, idea managers) and ADMIN. */
export function mayAnswerRevisionRequest(person: TaskPerson, idea: RevisionIdea): boolean {
  return person.role === 'ADMIN' || isAskedToAnswerRevisionRequest(person, idea);
}
