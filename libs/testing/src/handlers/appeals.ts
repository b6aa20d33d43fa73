import { http, HttpResponse, type AnyHandler } from 'msw';
import { Appeal, AppealDecisionInput, AppealInput, APPEAL_SUBJECTS, type AppealListResponse } from '@idea-portal/contracts';
import { checkAppeal, isIdeaManager, mayDecideAppeal, statusAfterAppeal, type AppealSubject } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { bodyOf, newId, nowIso, problem, validation, type UrlOf } from './http-utils';
import { findIdea, ideaNotFound } from './idea-store';

/**
 * Appeals as the API answers them, by the domain's rule (`checkAppeal`, `mayDecideAppeal`): a
 * rejection is appealed by the submitter within the tenant's period after it (the fake takes the
 * idea's last update as the decision); the fakes keep no premiums, so a premium is never appealable.
 */
function ruleIdea(idea: { submitterId: string; status: string; updatedAt: string; id: string }, subject: AppealSubject) {
  const same = mockDb.appeals.filter((a) => a.ideaId === idea.id && a.subject === subject);
  return {
    submitterId: idea.submitterId,
    status: idea.status,
    decidedAt: subject === 'rejection' && idea.status === 'rejected' ? new Date(idea.updatedAt) : null,
    hasOpenAppeal: same.some((a) => a.outcome === null),
    hasDecidedAppeal: same.some((a) => a.outcome !== null),
  };
}

function decider() {
  const me = mockCurrentUser();
  const tenant = mockDb.tenants[0];
  return { ...me, isIdeaManager: isIdeaManager({ id: me.id, email: me.email, functions: mockDb.userFunctions[me.id] ?? [] }, { ideaManagers: tenant?.ideaManagers ?? [] }) };
}

const publicAppeal = ({ appellantId: _appellantId, ...a }: (typeof mockDb.appeals)[number]) => Appeal.parse(a);

export function createAppealHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas/:id/appeals'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const me = mockCurrentUser();
      const days = mockDb.tenantPolicy.appealPeriodDays;
      const appealable = APPEAL_SUBJECTS.flatMap((subject) => {
        const check = checkAppeal(me, ruleIdea(idea, subject), subject, new Date(), days);
        return check.ok ? [{ subject, deadline: check.deadline.toISOString() }] : [];
      });
      const body: AppealListResponse = {
        appeals: mockDb.appeals.filter((a) => a.ideaId === idea.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(publicAppeal),
        appealable,
        mayDecide: mayDecideAppeal(decider(), { appellantId: idea.submitterId }),
        periodDays: days,
      };
      return HttpResponse.json(body);
    }),

    http.post(u('/ideas/:id/appeals'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const parsed = AppealInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const me = mockCurrentUser();
      const check = checkAppeal(me, ruleIdea(idea, parsed.data.subject), parsed.data.subject, new Date(), mockDb.tenantPolicy.appealPeriodDays);
      if (!check.ok) {
        const status = check.code === 'FORBIDDEN' ? 403 : 409;
        return problem(status, check.code, check.code, check.deadline ? [{ path: 'deadline', message: check.deadline.toISOString() }] : undefined);
      }
      const appeal = {
        id: newId('apl'),
        ideaId: idea.id,
        subject: parsed.data.subject,
        reason: parsed.data.reason,
        appellantId: me.id,
        appellantName: fullName(me),
        createdAt: nowIso(),
        outcome: null,
        decisionReason: null,
        decidedByName: null,
        decidedAt: null,
      };
      mockDb.appeals.push(appeal);
      return HttpResponse.json(publicAppeal(appeal), { status: 201 });
    }),

    http.post(u('/ideas/:id/appeals/:appealId/decision'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const appeal = mockDb.appeals.find((a) => a.id === params.appealId && a.ideaId === idea.id);
      if (!appeal) return problem(404, 'NOT_FOUND', 'No such appeal');
      if (!mayDecideAppeal(decider(), appeal)) return problem(403, 'FORBIDDEN', 'Only an idea manager decides an appeal');
      const parsed = AppealDecisionInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      if (appeal.outcome) return problem(409, 'CONFLICT', 'Decided already');
      Object.assign(appeal, { outcome: parsed.data.outcome, decisionReason: parsed.data.reason, decidedByName: fullName(mockCurrentUser()), decidedAt: nowIso() });
      const reopen = statusAfterAppeal(appeal.subject, parsed.data.outcome);
      if (reopen) Object.assign(idea, { status: reopen, updatedAt: nowIso() });
      return HttpResponse.json(publicAppeal(appeal));
    }),
  ];
}
