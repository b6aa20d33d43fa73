import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { IdeaWorkflow, type ErrorCode, type HistoryEntry, type Idea, type IdeaStatus, type WorkflowAction } from '@idea-portal/contracts';
import { allowedActions, checkTransition, panelModes, seesWholeTenant, type WorkflowIdea } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { emptyCase, type CaseState } from './case-fixtures';

export const problem = (status: number, code: ErrorCode, message: string, details?: { path: string; message: string }[]) =>
  HttpResponse.json({ code, message, ...(details ? { details } : {}) }, { status });

let seq = 0;
export const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(seq++).toString(36)}`;
export const nowIso = () => new Date().toISOString();

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
    hasOpenInquiry: c.inquiries.some((q) => q.answer === null),
  };
}

const caller = () => {
  const me = mockCurrentUser();
  return { id: me.id, role: me.role };
};

/** Whether the caller sees the idea at all (drafts only for their creators and admins). */
export function visibleIdea(id: unknown): Idea | undefined {
  const idea = mockDb.ideas.find((i) => i.id === id);
  if (!idea) return undefined;
  const me = mockCurrentUser();
  const creator = idea.submitterId === me.id || idea.contributors.some((c) => c.id === me.id);
  return idea.status !== 'draft' || creator || seesWholeTenant(me.role) ? idea : undefined;
}

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
    panels: panelModes(caller(), wf),
    assessment: c.assessment,
    inquiries: c.inquiries,
    review: c.review,
    expertOpinions: c.expertOpinions,
    implementation: c.implementation,
    decision,
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
 * idea (404), check the version (409 VERSION_CONFLICT), ask the workflow table (409
 * INVALID_TRANSITION / 403 FORBIDDEN), apply, write the status history, bump the version and
 * answer with the whole case.
 */
export function workflowStep<S extends z.ZodType>(spec: StepSpec<S>) {
  return async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const parsed = spec.schema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) {
      const issues = parsed.error.issues;
      return problem(
        400,
        'VALIDATION_FAILED',
        issues.map((i) => i.message).join('; '),
        issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
      );
    }
    const idea = visibleIdea(params.id);
    if (!idea) return problem(404, 'NOT_FOUND', `Idea ${String(params.id)} not found`);
    const input = parsed.data as z.infer<S> & { version: number };
    if (input.version !== idea.version) return problem(409, 'VERSION_CONFLICT', 'The idea was changed by someone else');
    const ctx: StepContext<z.infer<S>> = { input, idea, case: caseOf(idea.id), me: mockCurrentUser(), params };
    const check = checkTransition(caller(), workflowIdea(idea), spec.action, spec.target?.(ctx));
    if (!check.ok) return problem(check.code === 'FORBIDDEN' ? 403 : 409, check.code, `${spec.action} is not possible here`);
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
