import { http, HttpResponse, type AnyHandler } from 'msw';
import { IdeaPremium, PremiumAdjustInput, PremiumApproveInput, PremiumObjectInput, PremiumRuleSetInput, PremiumSharesInput, type PremiumRuleSet } from '@idea-portal/contracts';
import {
  FRESH_APPROVAL_ROUND,
  calculatePremium,
  premiumActions,
  premiumStatus,
  releasedAt,
  ruleSetFor,
  splitPremium,
  validatePremiumRuleSet,
  validateShares,
  type PremiumReleaseState,
} from '@idea-portal/domain';
import type { Idea } from '@idea-portal/contracts';
import { type MockPremium } from '../fixtures/premiums';
import { fullName } from '../fixtures/users';
import { mockCurrentUser, mockDb } from '../mock-db';
import { bodyOf, newId, nowIso, problem, validation, type UrlOf } from './http-utils';

/**
 * The premium side (issue 39) as the API answers it: rule sets (ADMIN / idea manager keep them,
 * the works council reads them), the premium proposed at the final decision with the libs/domain
 * calculation, four-eyes release and team shares; a premium only for idea manager, works council
 * and the idea's creators (their own share), 404 for everyone else.
 */

const functionsOf = (id: string) => mockDb.userFunctions[id] ?? [];
const isManager = (id: string) => functionsOf(id).includes('ideaManager');
const isWorksCouncil = (id: string) => functionsOf(id).includes('worksCouncil');
const team = (idea: Idea) => [idea.submitterId, ...idea.contributors.map((c) => c.id).filter((id) => id !== idea.submitterId)];
const nameOf = (id: string) => {
  const u = mockDb.users.find((x) => x.id === id);
  return u ? fullName(u) : id;
};
const day = (iso: string | null | undefined) => (iso ?? nowIso()).slice(0, 10);

export const ruleSetForIdea = (idea: Idea) => ruleSetFor(mockDb.premiumRuleSets, day(idea.submittedAt ?? idea.createdAt));

/** At the final decision (the decision handler calls it): the premium the idea's rule version proposes. */
export function proposeMockPremium(idea: Idea, decision: 'accepted' | 'rejected') {
  const rules = ruleSetForIdea(idea);
  const c = mockDb.workflow[idea.id];
  const review = c?.review;
  delete mockDb.premiums[idea.id];
  if (!rules) return;
  const premiumCase =
    decision === 'rejected'
      ? c?.assessment?.isValidIdea
        ? { kind: 'appreciation' as const, inputs: {} }
        : null
      : review?.benefitCalculationType === 'notCalculable'
        ? review.premiumInputs?.criterionLevels
          ? { kind: 'notCalculable' as const, inputs: review.premiumInputs }
          : null
        : {
            kind: 'calculable' as const,
            inputs: {
              firstYearSavings: review?.premiumInputs?.firstYearSavings ?? review?.firstYearNetSavings ?? 0,
              implementationCosts: review?.premiumInputs?.firstYearSavings != null ? (review.premiumInputs.implementationCosts ?? 0) : 0,
            },
          };
  if (!premiumCase) return;
  const derivation = calculatePremium(rules, premiumCase);
  mockDb.premiums[idea.id] = {
    ideaId: idea.id,
    ruleSetId: rules.id,
    amount: derivation.amount,
    proposedAmount: derivation.amount,
    derivation,
    ...FRESH_APPROVAL_ROUND,
    shares: null,
    proposedShares: null,
    version: 1,
  };
}

const date = (iso: string | null) => (iso ? new Date(iso) : null);
const stateOf = (p: MockPremium): PremiumReleaseState => ({
  status: p.releasedAt ? 'released' : 'proposed',
  managerApprovedAt: date(p.managerApprovedAt),
  worksCouncilApprovedAt: date(p.worksCouncilApprovedAt),
  objectedAt: date(p.objectedAt),
});
const rulesOf = (p: MockPremium) => {
  const r = mockDb.premiumRuleSets.find((x) => x.id === p.ruleSetId);
  return { objectionPeriodDays: r?.objectionPeriodDays ?? 14, releaseAfterObjectionPeriod: r?.releaseAfterObjectionPeriod ?? true };
};

function viewOf(idea: Idea, p: MockPremium, me: string): IdeaPremium {
  const members = team(idea);
  const seesAll = isManager(me) || isWorksCouncil(me);
  const who = { ideaManager: isManager(me), worksCouncil: isWorksCouncil(me), isSubmitter: idea.submitterId === me, isCreator: members.includes(me) };
  const status = premiumStatus(stateOf(p), rulesOf(p), new Date());
  const split = splitPremium(p.amount, members, p.shares);
  const person = (id: string | null) => (id ? { id, name: nameOf(id) } : null);
  return IdeaPremium.parse({
    ideaId: idea.id,
    status,
    amount: p.amount,
    currency: p.derivation.currency,
    proposedAmount: p.proposedAmount,
    derivation: p.derivation,
    adjustmentReason: p.adjustmentReason,
    adjustedBy: person(p.adjustedBy),
    managerApprovedBy: person(p.managerApprovedBy),
    managerApprovedAt: p.managerApprovedAt,
    worksCouncilBy: person(p.worksCouncilBy),
    worksCouncilAt: p.worksCouncilApprovedAt ?? p.objectedAt,
    objectionReason: seesAll ? p.objectionReason : null,
    objectionDeadline: p.objectionDeadline,
    // As the API reads it: released at the end of the objection period, shown before the hourly job stores it.
    releasedAt: p.releasedAt ?? releasedAt(stateOf(p), rulesOf(p), new Date())?.toISOString() ?? null,
    shares: split.filter((s) => seesAll || s.userId === me).map((s) => ({ ...s, name: nameOf(s.userId) })),
    proposedShares: p.proposedShares && (seesAll || who.isSubmitter) ? p.proposedShares.map((s) => ({ ...s, name: nameOf(s.userId), amount: 0 })) : null,
    sharesConfirmed: !!p.shares,
    version: p.version,
    actions: premiumActions(who, stateOf(p), rulesOf(p), new Date(), members.length),
    seesAll,
  });
}

/** Every released premium share whose release day lies in from..to (the payroll export's input), split as the idea shows it. */
export function releasedMockShares(from: string, to: string) {
  return mockDb.ideas.flatMap((idea) => {
    const p = mockDb.premiums[idea.id];
    if (!p?.releasedAt || p.releasedAt.slice(0, 10) < from || p.releasedAt.slice(0, 10) > to) return [];
    return splitPremium(p.amount, team(idea), p.shares).map((s) => ({ ideaId: idea.id, userId: s.userId, amount: s.amount, currency: p.derivation.currency, releasedAt: p.releasedAt! }));
  });
}

function premiumFor(id: string) {
  const idea = mockDb.ideas.find((i) => i.id === id);
  const me = mockCurrentUser().id;
  const p = mockDb.premiums[id];
  if (!idea || !p || !(isManager(me) || isWorksCouncil(me) || team(idea).includes(me))) return null;
  return { idea, p, me };
}

export function createPremiumHandlers(u: UrlOf): AnyHandler[] {
  const readerOrEditor = (edit: boolean) => {
    const me = mockCurrentUser();
    if (me.role === 'ADMIN' || isManager(me.id) || (!edit && isWorksCouncil(me.id))) return null;
    return problem(403, 'FORBIDDEN', 'Only an administrator or the idea manager keeps the premium rules');
  };
  /** One premium step: 404 / 403 / 409 as the API answers, then the change. */
  const step =
    <T extends { version: number }>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, allowed: string[], run: (p: MockPremium, input: T, me: string, idea: Idea) => Response | void) =>
    async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
      const found = premiumFor(String(params.id));
      if (!found) return problem(404, 'NOT_FOUND', 'Premium not found');
      const view = viewOf(found.idea, found.p, found.me);
      if (!allowed.some((a) => (view.actions as string[]).includes(a))) {
        return view.status === 'released' ? problem(409, 'INVALID_TRANSITION', 'Released already') : problem(403, 'FORBIDDEN', 'Not yours to do');
      }
      const parsed = schema.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      if (parsed.data.version !== found.p.version) return problem(409, 'VERSION_CONFLICT', 'The premium was changed by someone else');
      const stop = run(found.p, parsed.data, found.me, found.idea);
      if (stop) return stop;
      found.p.version += 1;
      if (premiumStatus(stateOf(found.p), rulesOf(found.p), new Date()) === 'released' && !found.p.releasedAt) found.p.releasedAt = nowIso();
      return HttpResponse.json(viewOf(found.idea, found.p, found.me));
    };
  const deadline = (p: MockPremium) => new Date(Date.now() + rulesOf(p).objectionPeriodDays * 86_400_000).toISOString();

  return [
    http.get(u('/admin/premium-rules'), () => {
      const denied = readerOrEditor(false);
      if (denied) return denied;
      const ruleSets = [...mockDb.premiumRuleSets].sort((a, b) => b.version - a.version);
      return HttpResponse.json({ ruleSets, currentId: ruleSetFor(ruleSets, nowIso().slice(0, 10))?.id ?? null });
    }),
    http.post(u('/admin/premium-rules'), async ({ request }) => {
      const denied = readerOrEditor(true);
      if (denied) return denied;
      const parsed = PremiumRuleSetInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const issues = validatePremiumRuleSet(parsed.data);
      if (issues.length) return problem(400, 'VALIDATION_FAILED', 'The premium rule set is not consistent', issues.map((i) => ({ path: `body.${i.path}`, message: i.code })));
      const me = mockCurrentUser();
      const created: PremiumRuleSet = {
        ...parsed.data,
        id: newId('prs'),
        version: Math.max(0, ...mockDb.premiumRuleSets.map((r) => r.version)) + 1,
        createdAt: nowIso(),
        createdBy: { id: me.id, name: fullName(me) },
      };
      mockDb.premiumRuleSets.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.get(u('/ideas/:id/premium-rules'), ({ params }) => {
      const idea = mockDb.ideas.find((i) => i.id === params.id);
      const rules = idea && ruleSetForIdea(idea);
      return rules ? HttpResponse.json(rules) : problem(404, 'NOT_FOUND', 'Premium rule set not found');
    }),
    http.get(u('/ideas/:id/premium'), ({ params }) => {
      const found = premiumFor(String(params.id));
      return found ? HttpResponse.json(viewOf(found.idea, found.p, found.me)) : problem(404, 'NOT_FOUND', 'Premium not found');
    }),
    http.post(
      u('/ideas/:id/premium/adjustment'),
      step(PremiumAdjustInput, ['adjust'], (p, input, me) => {
        Object.assign(p, {
          amount: input.amount,
          adjustmentReason: input.reason,
          adjustedBy: me,
          managerApprovedBy: me,
          managerApprovedAt: nowIso(),
          objectionDeadline: deadline(p),
          worksCouncilBy: null,
          worksCouncilApprovedAt: null,
          objectedAt: null,
          objectionReason: null,
        });
      }),
    ),
    http.post(
      u('/ideas/:id/premium/approval'),
      step(PremiumApproveInput, ['approve', 'worksCouncilApprove'], (p, _input, me) => {
        const asManager = isManager(me) && !p.managerApprovedAt && !p.objectedAt;
        if ((asManager ? p.worksCouncilBy : p.managerApprovedBy) === me) return problem(403, 'SECOND_PERSON_REQUIRED', 'Four eyes');
        if (asManager) Object.assign(p, { managerApprovedBy: me, managerApprovedAt: nowIso(), objectionDeadline: deadline(p) });
        else Object.assign(p, { worksCouncilBy: me, worksCouncilApprovedAt: nowIso() });
      }),
    ),
    http.post(
      u('/ideas/:id/premium/objection'),
      step(PremiumObjectInput, ['object'], (p, input, me) => {
        if (p.managerApprovedBy === me) return problem(403, 'SECOND_PERSON_REQUIRED', 'Four eyes');
        Object.assign(p, { worksCouncilBy: me, objectedAt: nowIso(), objectionReason: input.reason, managerApprovedBy: null, managerApprovedAt: null, objectionDeadline: null });
      }),
    ),
    http.post(
      u('/ideas/:id/premium/shares'),
      step(PremiumSharesInput, ['confirmShares', 'proposeShares'], (p, input, me, idea) => {
        const issues = validateShares(input.shares, team(idea));
        if (issues.length) return problem(400, 'VALIDATION_FAILED', 'The shares do not fit the team', issues.map((i) => ({ path: `body.${i.path}`, message: i.code })));
        if (isManager(me) && !team(idea).includes(me)) Object.assign(p, { shares: input.shares, proposedShares: null });
        else p.proposedShares = input.shares;
      }),
    ),
  ];
}
