import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaPremiums, ideaReviews, users } from '../src/db/schema';
import { DEMO_PREMIUM_RULES } from '../src/seed/premium-rules';
import { DEMO_TENANT_ID } from '../src/seed/people';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';
import { insertIdea, sendWorkflow } from './support/workflow-matrix';

/**
 * Premiums (issue 39) through the API: who keeps and reads the rule sets, bad input, the premium
 * proposed at the final decision with its derivation, who sees which part of it, four-eyes
 * release, team shares, recalculation with the realised savings, tenant isolation.
 */

/** Works council (by function); Michael decides the ideas; Anna becomes a second idea manager (not ADMIN). */
const WORKS_COUNCIL = 'usr-sarah-oconnor';
const DECIDER = 'usr-michael-brown';
const MANAGER = 'usr-anna-becker';

describe.each(targets)('premiums on $name', (target) => {
  let api: TestApi;
  let counter = 0;
  beforeAll(async () => {
    api = await apiOn(target);
    await api.handle.db.update(users).set({ functions: ['ideaManager'] }).where(eq(users.id, 'u-anna-becker'));
  });
  afterAll(() => api?.close());

  describe('rule sets', () => {
    const cells: [string, string | null, number, number][] = [
      ['ADMIN', ADMIN, 200, 201],
      ['idea manager (function, CREATORS role)', MANAGER, 200, 201],
      ['works council', WORKS_COUNCIL, 200, 403],
      ['EVALUATORS', EVALUATOR, 403, 403],
      ['CREATORS', CREATOR, 403, 403],
      ['VIEWERS', VIEWER, 403, 403],
      ['nobody signed in', null, 401, 401],
    ];
    for (const [who, sub, read, write] of cells) {
      it(`${who}: GET ${read}, POST ${write}`, async () => {
        expect((await call(api, sub, 'GET', '/admin/premium-rules')).status).toBe(read);
        const created = await call(api, sub, 'POST', '/admin/premium-rules', { ...DEMO_PREMIUM_RULES, validFrom: '2019-01-01' });
        expect(created.status).toBe(write);
        if (write === 201) expect(created.body).toMatchObject({ validFrom: '2019-01-01', calculable: { percent: 25 } });
        // A refused caller learns nothing from the body either.
        if (write === 403) expect((await call(api, sub, 'POST', '/admin/premium-rules', { nonsense: true })).status).toBe(403);
      });
    }

    it('each change is a new version; the one in force today is the seeded one (later validFrom wins)', async () => {
      const list = await call(api, ADMIN, 'GET', '/admin/premium-rules');
      const versions = list.body.ruleSets.map((r: { version: number }) => r.version);
      expect(versions).toEqual([...versions].sort((a: number, b: number) => b - a));
      expect(list.body.currentId).toBe('prs-demo-1');
    });

    const bad: [string, (r: typeof DEMO_PREMIUM_RULES) => unknown, string, string][] = [
      ['a negative percentage', (r) => ({ ...r, calculable: { ...r.calculable, percent: -5 } }), 'body.calculable.percent', 'premium.percentInvalid'],
      ['a negative minimum', (r) => ({ ...r, calculable: { ...r.calculable, minimum: -1 } }), 'body.calculable.minimum', 'premium.amountInvalid'],
      ['a non-numeric maximum', (r) => ({ ...r, calculable: { ...r.calculable, maximum: 'lots' } }), 'body.calculable.maximum', 'premium.amountInvalid'],
      ['an absurd maximum', (r) => ({ ...r, calculable: { ...r.calculable, maximum: 1e15 } }), 'body.calculable.maximum', 'premium.amountTooLarge'],
      ['a rounding step of 0', (r) => ({ ...r, calculable: { ...r.calculable, roundingStep: 0 } }), 'body.calculable.roundingStep', 'premium.roundingStepInvalid'],
      [
        'overlapping tiers',
        (r) => ({ ...r, calculable: { ...r.calculable, tiers: [{ from: 0, to: 5000, percent: 25 }, { from: 4000, to: null, percent: 10 }] } }),
        'body.calculable.tiers.1.from',
        'premium.tiersOverlap',
      ],
      [
        'tiers with a gap',
        (r) => ({ ...r, calculable: { ...r.calculable, tiers: [{ from: 0, to: 5000, percent: 25 }, { from: 6000, to: null, percent: 10 }] } }),
        'body.calculable.tiers.1.from',
        'premium.tiersGap',
      ],
      ['a minimum above the maximum', (r) => ({ ...r, nonCalculable: { ...r.nonCalculable, minimum: 2000 } }), 'body.nonCalculable.minimum', 'premium.minimumAboveMaximum'],
      ['an objection period over a year', (r) => ({ ...r, objectionPeriodDays: 400 }), 'body.objectionPeriodDays', 'premium.periodInvalid'],
    ];
    for (const [name, change, path, code] of bad) {
      it(`400 for ${name}, naming ${path}`, async () => {
        const res = await call(api, MANAGER, 'POST', '/admin/premium-rules', change(DEMO_PREMIUM_RULES));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(res.body.details).toContainEqual({ path, message: code });
      });
    }

    it("a tenant never sees another's rules", async () => {
      const other = await call(api, OTHER_TENANT_USER, 'GET', '/admin/premium-rules');
      if (other.status === 200) expect(other.body.ruleSets).toEqual([]);
      else expect(other.status).toBe(403);
    });
  });

  /** An idea of CREATOR's with VIEWER contributing, at the final decision, with the review's premium inputs. */
  async function decidedIdea(review: Partial<typeof ideaReviews.$inferInsert> = {}, decision: 'accepted' | 'rejected' = 'accepted'): Promise<string> {
    const id = `premium-${++counter}`;
    await insertIdea(api, { id, title: `Premium ${counter}`, status: 'final_decision', submitterId: 'u-creator', contributors: ['u-viewer'], assigneeId: 'u-michael-brown' });
    await api.handle.db.insert(ideaReviews).values({
      ideaId: id,
      tenantId: DEMO_TENANT_ID,
      recommendation: 'approve',
      benefitCalculationType: 'calculable',
      firstYearSavings: 20_000,
      implementationCosts: 1_500,
      ...review,
    });
    const res = await sendWorkflow(api, DECIDER, id, 'POST', '/decision', { decision, reason: 'Worth it' });
    expect(res.status).toBe(200);
    return id;
  }
  const premium = (sub: string | null, id: string) => call(api, sub, 'GET', `/ideas/${id}/premium`);
  const post = (sub: string, id: string, path: string, body: Record<string, unknown>) => call(api, sub, 'POST', `/ideas/${id}/premium${path}`, body);

  describe('the premium at the final decision', () => {
    it('proposes 25% of the 18,500 EUR net first-year benefit: 4,625 EUR, with its derivation', async () => {
      const id = await decidedIdea();
      const res = await premium(ADMIN, id);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'proposed', amount: 4625, currency: 'EUR', seesAll: true, derivation: { kind: 'calculable', ruleVersion: 1 } });
      expect(res.body.derivation.steps.map((s: { key: string; amount: number }) => [s.key, s.amount])).toEqual([
        ['netBenefit', 18_500],
        ['percent', 4_625],
        ['rounding', 4_625],
      ]);
      expect(res.body.shares.map((s: { userId: string; amount: number }) => [s.userId, s.amount])).toEqual([
        ['u-creator', 2312.5],
        ['u-viewer', 2312.5],
      ]);
    });

    it('the appreciation award for a valid idea that is rejected; a point table for non-calculable benefit', async () => {
      const rejected = `premium-${++counter}`;
      await insertIdea(api, { id: rejected, title: 'Valid, not implemented', status: 'final_decision', submitterId: 'u-creator', contributors: [], assigneeId: 'u-michael-brown' });
      const { ideaAssessments } = await import('../src/db/schema');
      await api.handle.db.insert(ideaAssessments).values({ ideaId: rejected, tenantId: DEMO_TENANT_ID, isValidIdea: true });
      expect((await sendWorkflow(api, DECIDER, rejected, 'POST', '/decision', { decision: 'rejected', reason: 'No budget' })).status).toBe(200);
      expect((await premium(ADMIN, rejected)).body).toMatchObject({ amount: 30, derivation: { kind: 'appreciation' } });

      const points = await decidedIdea({ benefitCalculationType: 'notCalculable', criterionLevels: { benefit: 'high', scope: 'company', effort: 'low' } });
      expect((await premium(ADMIN, points)).body).toMatchObject({ amount: 240, derivation: { kind: 'notCalculable' } });
    });

    it('who sees it: idea manager and works council all, submitter and contributor their own share, everyone else 404', async () => {
      const id = await decidedIdea();
      const cells: [string, string | null, number, string[] | null][] = [
        ['ADMIN (idea manager)', ADMIN, 200, ['u-creator', 'u-viewer']],
        ['idea manager', MANAGER, 200, ['u-creator', 'u-viewer']],
        ['works council', WORKS_COUNCIL, 200, ['u-creator', 'u-viewer']],
        ['the submitter', CREATOR, 200, ['u-creator']],
        ['a contributor', VIEWER, 200, ['u-viewer']],
        ['the decider (EVALUATORS)', DECIDER, 404, null],
        ['another evaluator', EVALUATOR, 404, null],
        ['another tenant', OTHER_TENANT_USER, 404, null],
        ['nobody signed in', null, 401, null],
      ];
      for (const [who, sub, status, shares] of cells) {
        const res = await premium(sub, id);
        expect(res.status, who).toBe(status);
        if (shares) expect(res.body.shares.map((s: { userId: string }) => s.userId), who).toEqual(shares);
      }
    });
  });

  describe('four eyes', () => {
    it('released only when the idea manager and the works council both agreed', async () => {
      const id = await decidedIdea();
      for (const sub of [CREATOR, VIEWER, EVALUATOR, DECIDER]) expect((await post(sub, id, '/approval', { version: 1 })).status, sub).toBeGreaterThanOrEqual(403);
      expect((await post(WORKS_COUNCIL, id, '/adjustment', { amount: 1, reason: 'x', version: 1 })).status).toBe(403);
      const first = await post(ADMIN, id, '/approval', { version: 1 });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'approved', managerApprovedBy: { id: 'u-admin' }, releasedAt: null });
      expect((await post(MANAGER, id, '/approval', { version: 2 })).status).toBe(403);
      expect((await post(WORKS_COUNCIL, id, '/approval', { version: 1 })).status).toBe(409);
      const second = await post(WORKS_COUNCIL, id, '/approval', { version: 2 });
      expect(second.body).toMatchObject({ status: 'released', worksCouncilBy: { id: 'u-sarah-oconnor' } });
      expect(second.body.releasedAt).not.toBeNull();
      expect((await post(ADMIN, id, '/adjustment', { amount: 10, reason: 'late', version: 3 })).status).toBe(409);
    });

    it('an objection sends it back; the idea manager adjusts with a reason and the works council approves', async () => {
      const id = await decidedIdea();
      expect((await post(WORKS_COUNCIL, id, '/objection', { reason: '', version: 1 })).body.details).toContainEqual({ path: 'body.reason', message: 'premium.adjustReasonRequired' });
      const objected = await post(WORKS_COUNCIL, id, '/objection', { reason: 'Too low for the scope', version: 1 });
      expect(objected.body).toMatchObject({ status: 'objected', objectionReason: 'Too low for the scope' });
      expect((await premium(CREATOR, id)).body.objectionReason).toBeNull();
      expect((await post(ADMIN, id, '/adjustment', { amount: -5, reason: 'x', version: 2 })).body.details).toContainEqual({ path: 'body.amount', message: 'premium.amountInvalid' });
      expect((await post(ADMIN, id, '/adjustment', { amount: 'many', reason: 'x', version: 2 })).status).toBe(400);
      const adjusted = await post(ADMIN, id, '/adjustment', { amount: 5000, reason: 'Company-wide use', version: 2 });
      expect(adjusted.body).toMatchObject({ status: 'approved', amount: 5000, proposedAmount: 4625, adjustmentReason: 'Company-wide use' });
      expect(adjusted.body.shares.map((s: { amount: number }) => s.amount)).toEqual([2500, 2500]);
      expect((await post(WORKS_COUNCIL, id, '/approval', { version: 3 })).body).toMatchObject({ status: 'released', amount: 5000 });
    });

    it('released after the objection period without objection', async () => {
      const id = await decidedIdea();
      await post(ADMIN, id, '/approval', { version: 1 });
      const past = new Date(Date.now() - 20 * 86_400_000);
      await api.handle.db
        .update(ideaPremiums)
        .set({ managerApprovedAt: past, objectionDeadline: new Date(past.getTime() + 14 * 86_400_000) })
        .where(eq(ideaPremiums.ideaId, id));
      const res = await premium(WORKS_COUNCIL, id);
      expect(res.body).toMatchObject({ status: 'released', actions: [] });
      expect(new Date(res.body.releasedAt).getTime()).toBe(past.getTime() + 14 * 86_400_000);
    });
  });

  describe('team shares', () => {
    it('the submitter proposes, the idea manager confirms; the amounts add up to the premium', async () => {
      const id = await decidedIdea();
      expect((await post(VIEWER, id, '/shares', { shares: [{ userId: 'u-viewer', basisPoints: 10000 }], version: 1 })).status).toBe(403);
      const wrong = await post(CREATOR, id, '/shares', { shares: [{ userId: 'u-creator', basisPoints: 7000 }, { userId: 'u-viewer', basisPoints: 2000 }], version: 1 });
      expect(wrong.body.details).toContainEqual({ path: 'body.shares', message: 'premium.sharesSum' });
      const outsider = await post(CREATOR, id, '/shares', { shares: [{ userId: 'u-creator', basisPoints: 5000 }, { userId: 'u-admin', basisPoints: 5000 }], version: 1 });
      expect(outsider.body.details).toContainEqual({ path: 'body.shares.1.userId', message: 'premium.shareRecipientUnknown' });
      const proposal = [
        { userId: 'u-creator', basisPoints: 7000 },
        { userId: 'u-viewer', basisPoints: 3000 },
      ];
      const proposed = await post(CREATOR, id, '/shares', { shares: proposal, version: 1 });
      expect(proposed.body).toMatchObject({ sharesConfirmed: false, proposedShares: [{ basisPoints: 7000 }, { basisPoints: 3000 }] });
      expect(proposed.body.shares.map((s: { amount: number }) => s.amount)).toEqual([2312.5]);
      const confirmed = await post(ADMIN, id, '/shares', { shares: proposal, version: 2 });
      expect(confirmed.body).toMatchObject({ sharesConfirmed: true, proposedShares: null });
      expect(confirmed.body.shares.map((s: { amount: number }) => s.amount)).toEqual([3237.5, 1387.5]);
      expect((await premium(VIEWER, id)).body.shares).toEqual([{ userId: 'u-viewer', name: expect.any(String), basisPoints: 3000, amount: 1387.5 }]);
    });
  });

  describe('recalculation with the realised savings', () => {
    it('a top-up when the realised savings are higher, never a claw-back', async () => {
      const id = await decidedIdea();
      const { ideas } = await import('../src/db/schema');
      const [row] = await api.handle.db.select({ version: ideas.version }).from(ideas).where(eq(ideas.id, id));
      const done = await sendWorkflow(api, DECIDER, id, 'POST', '/completion', { realisedSavings: 30_000 }, row!.version);
      expect(done.status).toBe(200);
      const res = await premium(ADMIN, id);
      expect(res.body).toMatchObject({ amount: 7125, status: 'proposed' });
      expect(res.body.derivation.steps.at(-1)).toEqual({ key: 'topUp', values: { previous: 4625, topUp: 2500 }, amount: 7125 });

      const lower = await decidedIdea();
      const [r2] = await api.handle.db.select({ version: ideas.version }).from(ideas).where(eq(ideas.id, lower));
      await sendWorkflow(api, DECIDER, lower, 'POST', '/completion', { realisedSavings: 2_000 }, r2!.version);
      expect((await premium(ADMIN, lower)).body.amount).toBe(4625);
    });
  });

  describe('the review checks the premium inputs against the rule version', () => {
    it('400 naming the field for an absurd amount or an unknown level', async () => {
      const id = `premium-${++counter}`;
      await insertIdea(api, { id, title: 'Review inputs', status: 'review', submitterId: 'u-creator', contributors: [], assigneeId: 'u-michael-brown' });
      const review = (body: Record<string, unknown>) => sendWorkflow(api, DECIDER, id, 'POST', '/review', { recommendation: 'approve', ...body });
      const absurd = await review({ benefitCalculationType: 'calculable', premiumInputs: { firstYearSavings: 50_000_000, implementationCosts: 0 } });
      expect(absurd.body.details).toContainEqual({ path: 'body.premiumInputs.firstYearSavings', message: 'premium.amountTooLarge' });
      const negative = await review({ benefitCalculationType: 'calculable', premiumInputs: { firstYearSavings: 100, implementationCosts: -1 } });
      expect(negative.status).toBe(400);
      const level = await review({ benefitCalculationType: 'notCalculable', premiumInputs: { criterionLevels: { benefit: 'huge', scope: 'company', effort: 'low' } } });
      expect(level.body.details).toContainEqual({ path: 'body.premiumInputs.criterionLevels.benefit', message: 'premium.levelUnknown' });
      const ok = await review({ benefitCalculationType: 'calculable', premiumInputs: { firstYearSavings: 20_000, implementationCosts: 1_500 } });
      expect(ok.status).toBe(200);
      expect(ok.body.review).toMatchObject({ firstYearNetSavings: 18_500, premiumInputs: { firstYearSavings: 20_000, implementationCosts: 1_500 } });
    });
  });
});
