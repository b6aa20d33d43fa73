import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { IdeaWorkflow, type HistoryEntry, type Idea, type IdeaStatus, type WorkflowAction } from '@idea-portal/contracts';
import { allowedActions, checkTransition, conflictedAssignee, contributorEditMode, panelModes, stageDue, withheldActions, type WorkflowIdea } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../../mock-db';
import { fullName } from '../../fixtures/users';
import { newId, nowIso, problem, validation } from '../http-utils';
import { caller, findIdea } from '../idea-store';
import { emptyCase, type CaseState } from './case-fixtures';

export { newId, nowIso, problem };

/** The case of an idea (created empty on first use). */
export function caseOf(ideaId: string): CaseState {
  mockDb.workflow[ideaId] ??= emptyCase();
  return mockDb.workflow[ideaId];
}

/** The idea as the workflow table of libs/domain needs it. */
export function workflowIdea(idea: Idea): WorkflowIdea {
  const c = caseOf(idea.id);
  return {
    status: idea.status,
    submitterId: idea.submitterId,
    contributors: idea.contributors,
    ideaAssessment: idea.ideaAssessment,
    implementerId: c.implementation?.inCharge?.id ?? null,
    pendingExpertIds: c.expertOpinions.filter((o) => o.reviewDate === null).map((o) => o.expert.id),
    expertIds: [...new Set(c.expertOpinions.map((o) => o.expert.id))],
    hasOpenInquiry: c.inquiries.some((q) => q.answer === null),
    allowSelfAssessment: mockDb.tenantPolicy.allowSelfAssessment,
    completionRequestedBy: c.decision && !c.decision.completedAt ? (c.decision.completionRequestedBy?.id ?? null) : null,
  };
}

/** The caller is an idea manager (the API also reads the tenant's list; the fakes know only the function). */
export const isIdeaManager = (userId: string) => !!mockDb.userFunctions[userId]?.includes('ideaManager');

/** 409 ASSIGNEE_IS_CREATOR naming the field, as the API answers, when the person submitted or contributes to the idea. */
export function refuseCreatorAssignee(idea: Idea, personId: string | null | undefined, path: string): Response | undefined {
  if (!conflictedAssignee(workflowIdea(idea), [personId])) return undefined;
  return problem(409, 'ASSIGNEE_IS_CREATOR', `${path}: this person submitted or contributes to the idea`, [{ path, message: 'workflow.error.assigneeIsCreator' }]);
}

/** The idea if the caller sees it (the visibility rule of libs/domain). */
export const visibleIdea = findIdea;

/** GET /ideas/{id}/workflow for the caller: the case plus what they may do and see. */
export function workflowFor(idea: Idea): IdeaWorkflow {
  const c = caseOf(idea.id);
  const me = mockCurrentUser();
  const wf = workflowIdea(idea);
  const decision = c.decision
    ? {
        ...c.decision,
        // The tariff/salary group only for the works council and the idea manager.
        ...(mockDb.userFunctions[me.id]?.length
          ? {
              bonusRecipients: [idea.submitterId, ...idea.contributors.map((x) => x.id)].map((id) => {
                const u = mockDb.users.find((x) => x.id === id);
                return { userId: id, name: u ? fullName(u) : id, tariffGroup: mockDb.tariffGroups[id] ?? null };
              }),
            }
          : {}),
      }
    : null;
  return IdeaWorkflow.parse({
    ideaId: idea.id,
    status: idea.status,
    version: idea.version,
    currency: mockDb.tenants[0]?.currency ?? 'EUR',
    allowedActions: allowedActions(caller(), wf),
    withheldActions: withheldActions(caller(), wf),
    realisedSavingsReviewThreshold: mockDb.tenantPolicy.realisedSavingsReviewThreshold,
    contributorEdit: contributorEditMode(caller(), wf, isIdeaManager(me.id)),
    panels: panelModes(caller(), wf),
    assessment: c.assessment,
    inquiries: c.inquiries,
    review: c.review,
    expertOpinions: c.expertOpinions,
    implementation: c.implementation,
    decision,
    // The domain's rule, from the idea's last change (the fakes keep no status time of their own).
    stageDue: stageDue(
      { status: idea.status, statusChangedAt: idea.updatedAt, followUpDate: c.review?.isPostponed ? c.review.postponementDate : null },
      mockDb.tenantPolicy.deadlines,
      mockDb.tenantPolicy.timeZone,
      new Date(),
    ),
  });
}

/** Appends a history entry by the caller. */
export function addHistory(ideaId: string, entityType: HistoryEntry['entityType'], fieldName: string, oldValue: string | null, newValue: string | null) {
  const me = mockCurrentUser();
  mockDb.history.push({
    id: newId('h'),
    ideaId,
    entityType,
    fieldName,
    oldValue,
    newValue,
    createdAt: nowIso(),
    actorName: fullName(me),
    actorPicture: me.picture,
  });
}

export interface StepContext<T> {
  input: T;
  idea: Idea;
  case: CaseState;
  me: ReturnType<typeof mockCurrentUser>;
  params: Record<string, string | readonly string[] | undefined>;
}

export interface StepSpec<S extends z.ZodType> {
  action: WorkflowAction;
  schema: S;
  /** The status the input leads to (when the table allows several). */
  target?: (ctx: StepContext<z.infer<S>>) => IdeaStatus | undefined;
  /** Extra checks (e.g. the inquiry exists); a Response stops the step. */
  check?: (ctx: StepContext<z.infer<S>>) => Response | undefined;
  apply: (ctx: StepContext<z.infer<S>>) => void;
}

/**
 * One workflow write as the API does it: validate the body with the contract (400), find the
 * idea (404), ask the workflow table (409 INVALID_TRANSITION / 403 FORBIDDEN,
 * CONFLICT_OF_INTEREST, SECOND_PERSON_REQUIRED), then check the version (409 VERSION_CONFLICT), apply, write the status history, bump the version and
 * answer with the whole case.
 */
export function workflowStep<S extends z.ZodType>(spec: StepSpec<S>) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const parsed = spec.schema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return validation(parsed.error.issues);
    const idea = visibleIdea(params.id);
    if (!idea) return problem(404, 'NOT_FOUND', `Idea ${String(params.id)} not found`);
    const input = parsed.data as z.infer<S> & { version: number };
    const ctx: StepContext<z.infer<S>> = { input, idea, case: caseOf(idea.id), me: mockCurrentUser(), params };
    const check = checkTransition(caller(), workflowIdea(idea), spec.action, spec.target?.(ctx));
    if (!check.ok) return problem(check.code === 'INVALID_TRANSITION' ? 409 : 403, check.code, `${spec.action} is not possible here`);
    if (input.version !== idea.version) return problem(409, 'VERSION_CONFLICT', 'The idea was changed by someone else');
    const stop = spec.check?.(ctx);
    if (stop) return stop;
    spec.apply(ctx);
    if (check.to !== idea.status) {
      addHistory(idea.id, 'idea', 'status', idea.status, check.to);
      idea.status = check.to;
    }
    idea.version += 1;
    idea.updatedAt = nowIso();
    return HttpResponse.json(workflowFor(idea));
  };
}
