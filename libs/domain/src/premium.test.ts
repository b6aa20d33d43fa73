import type { PremiumRuleSetInput } from '@idea-portal/contracts';
import { describe, expect, it } from 'vitest';
import { calculablePremium, calculatePremium, pointTablePremium, recalculatedPremium, roundToStep, validatePremiumInputs } from './premium';
import { ruleSetFor, validatePremiumRuleSet, validateTiers } from './premium-rules';
import { equalShares, splitPremium, validateShares } from './premium-shares';
import { objectionDeadline, premiumActions, premiumStatus, releasedAt, type PremiumReleaseState } from './premium-release';

const level = (key: string, points: number) => ({ key, label: { en: key, de: key }, points });
const RULES: PremiumRuleSetInput & { id: string; version: number } = {
  id: 'prs-1',
  version: 1,
  validFrom: '2026-01-01',
  currency: 'EUR',
  calculable: { percent: 25, tiers: [], minimum: 50, maximum: 25_000, roundingStep: 5, maxInput: 10_000_000 },
  nonCalculable: {
    criteria: [
      { key: 'benefit', label: { en: 'Benefit', de: 'Nutzen' }, levels: [level('low', 1), level('medium', 3), level('high', 6)] },
      { key: 'scope', label: { en: 'Scope', de: 'Anwendungsbreite' }, levels: [level('workplace', 1), level('department', 2), level('company', 3)] },
      { key: 'effort', label: { en: 'Effort', de: 'Aufwand' }, levels: [level('high', 1), level('medium', 2), level('low', 3)] },
    ],
    amountPerPoint: 20,
    minimum: 50,
    maximum: 1000,
    roundingStep: 5,
  },
  appreciationAward: 30,
  appealPeriodDays: 28,
  objectionPeriodDays: 14,
  releaseAfterObjectionPeriod: true,
  clawBack: false,
};

describe('calculable premium: % of the net first-year benefit, rounded, minimum, maximum', () => {
  const cases: [string, number, number, number][] = [
    ['the worked example: 25% of 18,500', 20_000, 1_500, 4_625],
    ['rounded to 5 EUR (25% of 1,010 = 252.50 -> 255)', 1_010, 0, 255],
    ['rounded down below the half step (25% of 1,008 = 252 -> 250)', 1_008, 0, 250],
    ['the minimum when the benefit is small', 100, 0, 50],
    ['the minimum when costs exceed savings (no negative premium)', 1_000, 5_000, 50],
    ['the maximum caps a large benefit', 500_000, 0, 25_000],
    ['exactly at the maximum', 100_000, 0, 25_000],
    ['cents in the inputs', 0.3, 0.1, 50],
  ];
  for (const [name, savings, costs, expected] of cases) {
    it(name, () => expect(calculablePremium(RULES.calculable, savings, costs).amount).toBe(expected));
  }

  it('records each step with the amount after it', () => {
    const { steps } = calculablePremium(RULES.calculable, 20_000, 1_500);
    expect(steps).toEqual([
      { key: 'netBenefit', values: { savings: 20_000, costs: 1_500 }, amount: 18_500 },
      { key: 'percent', values: { percent: 25, of: 18_500 }, amount: 4_625 },
      { key: 'rounding', values: { step: 5, from: 4_625 }, amount: 4_625 },
    ]);
  });

  it('the minimum and the maximum show as steps', () => {
    expect(calculablePremium(RULES.calculable, 100, 0).steps.at(-1)).toEqual({ key: 'minimum', values: { minimum: 50 }, amount: 50 });
    expect(calculablePremium(RULES.calculable, 500_000, 0).steps.at(-1)).toEqual({ key: 'maximum', values: { maximum: 25_000 }, amount: 25_000 });
  });
});

describe('calculable premium in marginal tiers', () => {
  const tiered = { ...RULES.calculable, tiers: [{ from: 0, to: 5_000, percent: 25 }, { from: 5_000, to: 50_000, percent: 15 }, { from: 50_000, to: null, percent: 10 }] };
  const cases: [number, number][] = [
    [4_000, 1_000], // 25% of 4,000
    [5_000, 1_250],
    [10_000, 2_000], // 1,250 + 15% of 5,000
    [60_000, 9_000], // 1,250 + 6,750 + 1,000
  ];
  for (const [net, expected] of cases) {
    it(`net ${net} -> ${expected}`, () => expect(calculablePremium(tiered, net, 0).amount).toBe(expected));
  }
  it('one step per tier reached', () => {
    expect(calculablePremium(tiered, 10_000, 0).steps.filter((s) => s.key === 'tier').map((s) => s.values.portion)).toEqual([5_000, 5_000]);
  });
});

describe('rounding step', () => {
  const cases: [number, number, number][] = [
    [252.5, 5, 255],
    [252.49, 5, 250],
    [12.34, 0.1, 12.3],
    [12.35, 0.1, 12.4],
    [99, 10, 100],
    [0, 5, 0],
  ];
  for (const [amount, step, expected] of cases) it(`${amount} to ${step} -> ${expected}`, () => expect(roundToStep(amount, step)).toBe(expected));
});

describe('point table premium: points of the level of each criterion x amount per point', () => {
  const cases: [Record<string, string>, number, number][] = [
    [{ benefit: 'medium', scope: 'department', effort: 'low' }, 8, 160],
    [{ benefit: 'high', scope: 'company', effort: 'low' }, 12, 240],
    [{ benefit: 'low', scope: 'workplace', effort: 'high' }, 3, 60],
  ];
  for (const [levels, points, amount] of cases) {
    it(`${Object.values(levels).join('/')} -> ${points} points -> ${amount}`, () => {
      const r = pointTablePremium(RULES.nonCalculable, levels);
      expect(r.amount).toBe(amount);
      expect(r.steps.find((s) => s.key === 'points')?.values.points).toBe(points);
    });
  }
  it('minimum and maximum apply', () => {
    expect(pointTablePremium({ ...RULES.nonCalculable, amountPerPoint: 5 }, { benefit: 'low', scope: 'workplace', effort: 'high' }).amount).toBe(50);
    expect(pointTablePremium({ ...RULES.nonCalculable, amountPerPoint: 500 }, { benefit: 'high', scope: 'company', effort: 'low' }).amount).toBe(1000);
  });
});

describe('calculatePremium: the derivation names the rule version', () => {
  it('calculable', () => {
    const d = calculatePremium(RULES, { kind: 'calculable', inputs: { firstYearSavings: 18_500, implementationCosts: 0 } });
    expect(d).toMatchObject({ kind: 'calculable', ruleSetId: 'prs-1', ruleVersion: 1, validFrom: '2026-01-01', currency: 'EUR', amount: 4_625 });
  });
  it('appreciation award for a valid idea not implemented', () => {
    expect(calculatePremium(RULES, { kind: 'appreciation', inputs: {} })).toMatchObject({ amount: 30, steps: [{ key: 'appreciationAward', amount: 30 }] });
  });
  it('point table', () => {
    expect(calculatePremium(RULES, { kind: 'notCalculable', inputs: { criterionLevels: { benefit: 'high', scope: 'company', effort: 'low' } } }).amount).toBe(240);
  });
});

describe('recalculation with the realised savings', () => {
  const at = (amount: number) => ({ ...calculatePremium(RULES, { kind: 'appreciation', inputs: {} }), amount });
  it('a higher amount is a top-up', () => {
    const d = recalculatedPremium(4_625, at(6_000), false);
    expect(d.amount).toBe(6_000);
    expect(d.steps.at(-1)).toEqual({ key: 'topUp', values: { previous: 4_625, topUp: 1_375 }, amount: 6_000 });
  });
  it('a lower amount keeps the premium (no claw-back)', () => expect(recalculatedPremium(4_625, at(3_000), false).amount).toBe(4_625));
  it('a lower amount lowers it where the rule claws back', () => expect(recalculatedPremium(4_625, at(3_000), true).amount).toBe(3_000));
});

describe('rule versions by submission date', () => {
  const sets = [
    { id: 'a', validFrom: '2025-01-01', version: 1 },
    { id: 'b', validFrom: '2026-01-01', version: 2 },
    { id: 'c', validFrom: '2026-01-01', version: 3 },
    { id: 'd', validFrom: '2027-01-01', version: 4 },
  ];
  const cases: [string, string | null][] = [
    ['2024-12-31', null],
    ['2025-01-01', 'a'],
    ['2025-12-31', 'a'],
    ['2026-01-01', 'c'],
    ['2026-11-27', 'c'],
    ['2027-01-01', 'd'],
  ];
  for (const [day, id] of cases) it(`submitted ${day} -> ${id ?? 'none'}`, () => expect(ruleSetFor(sets, day)?.id ?? null).toBe(id));
});

describe('rule-set validation: tiers without gap or overlap', () => {
  const cases: [string, { from: number; to: number | null; percent: number }[], { path: string; code: string }[]][] = [
    ['contiguous, open at the end', [{ from: 0, to: 5000, percent: 25 }, { from: 5000, to: null, percent: 10 }], []],
    ['no tiers', [], []],
    ['a gap', [{ from: 0, to: 5000, percent: 25 }, { from: 6000, to: null, percent: 10 }], [{ path: 'calculable.tiers.1.from', code: 'premium.tiersGap' }]],
    ['an overlap', [{ from: 0, to: 5000, percent: 25 }, { from: 4000, to: null, percent: 10 }], [{ path: 'calculable.tiers.1.from', code: 'premium.tiersOverlap' }]],
    ['not from zero', [{ from: 100, to: null, percent: 25 }], [{ path: 'calculable.tiers.0.from', code: 'premium.tiersFirstFromZero' }]],
    ['closed last tier', [{ from: 0, to: 5000, percent: 25 }], [{ path: 'calculable.tiers.0.to', code: 'premium.tiersLastOpen' }]],
    ['open tier in the middle', [{ from: 0, to: null, percent: 25 }, { from: 5000, to: null, percent: 10 }], [{ path: 'calculable.tiers.0.to', code: 'premium.tiersLastOpen' }]],
    ['an empty tier', [{ from: 0, to: 0, percent: 25 }, { from: 0, to: null, percent: 10 }], [{ path: 'calculable.tiers.0.to', code: 'premium.tierEmpty' }]],
  ];
  for (const [name, tiers, issues] of cases) it(name, () => expect(validateTiers(tiers)).toEqual(issues));

  it('minimum above maximum and duplicate keys', () => {
    const bad = { ...RULES, calculable: { ...RULES.calculable, minimum: 30_000 }, nonCalculable: { ...RULES.nonCalculable, criteria: [RULES.nonCalculable.criteria[0]!, RULES.nonCalculable.criteria[0]!] } };
    expect(validatePremiumRuleSet(bad)).toEqual([
      { path: 'calculable.minimum', code: 'premium.minimumAboveMaximum' },
      { path: 'nonCalculable.criteria.1.key', code: 'premium.keyDuplicate' },
    ]);
    expect(validatePremiumRuleSet(RULES)).toEqual([]);
  });
});

describe('premium inputs checked against the rule version', () => {
  it('savings above the maximum input', () =>
    expect(validatePremiumInputs(RULES, 'calculable', { firstYearSavings: 20_000_000, implementationCosts: 0 })).toEqual([{ path: 'premiumInputs.firstYearSavings', code: 'premium.amountTooLarge' }]));
  it('a missing, an unknown level and an unknown criterion', () =>
    expect(validatePremiumInputs(RULES, 'notCalculable', { criterionLevels: { benefit: 'huge', scope: 'company', colour: 'red' } })).toEqual([
      { path: 'premiumInputs.criterionLevels.benefit', code: 'premium.levelUnknown' },
      { path: 'premiumInputs.criterionLevels.effort', code: 'premium.levelRequired' },
      { path: 'premiumInputs.criterionLevels.colour', code: 'premium.levelUnknown' },
    ]));
});

describe('team shares add up to the total after rounding', () => {
  const cases: [number, string[], number[]][] = [
    [4_625, ['a', 'b', 'c'], [1_541.67, 1_541.67, 1_541.66]],
    [100, ['a', 'b', 'c'], [33.34, 33.33, 33.33]],
    [50, ['a'], [50]],
    [0.05, ['a', 'b'], [0.03, 0.02]],
    [25_000, ['a', 'b', 'c', 'd', 'e', 'f', 'g'], [3_571.43, 3_571.43, 3_571.43, 3_571.43, 3_571.43, 3_571.43, 3_571.42]],
  ];
  for (const [total, team, amounts] of cases) {
    it(`${total} in ${team.length} equal shares`, () => {
      const split = splitPremium(total, team, null);
      expect(split.map((s) => s.amount)).toEqual(amounts);
      expect(Math.round(split.reduce((sum, s) => sum + s.amount * 100, 0))).toBe(Math.round(total * 100));
    });
  }
  it('proposed shares (70/30)', () => expect(splitPremium(4_625, ['a', 'b'], [{ userId: 'a', basisPoints: 7000 }, { userId: 'b', basisPoints: 3000 }]).map((s) => s.amount)).toEqual([3_237.5, 1_387.5]));
  it('equal shares add up to 100%', () => expect(equalShares(['a', 'b', 'c']).map((s) => s.basisPoints)).toEqual([3334, 3333, 3333]));
  it('shares must cover the team once and add up to 100%', () => {
    expect(validateShares([{ userId: 'a', basisPoints: 5000 }, { userId: 'b', basisPoints: 4000 }], ['a', 'b'])).toEqual([{ path: 'shares', code: 'premium.sharesSum' }]);
    expect(validateShares([{ userId: 'a', basisPoints: 10000 }], ['a', 'b'])).toEqual([{ path: 'shares', code: 'premium.shareRecipientsIncomplete' }]);
    expect(validateShares([{ userId: 'a', basisPoints: 5000 }, { userId: 'x', basisPoints: 5000 }], ['a'])).toEqual([{ path: 'shares.1.userId', code: 'premium.shareRecipientUnknown' }]);
  });
});

describe('four-eyes release', () => {
  const rules = { objectionPeriodDays: 14, releaseAfterObjectionPeriod: true };
  const t0 = new Date('2026-11-01T10:00:00Z');
  const later = (days: number) => new Date(t0.getTime() + days * 86_400_000);
  const base: PremiumReleaseState = { status: 'proposed', managerApprovedAt: null, worksCouncilApprovedAt: null, objectedAt: null };
  const cases: [string, Partial<PremiumReleaseState>, typeof rules, Date, string][] = [
    ['proposed', {}, rules, later(30), 'proposed'],
    ['the idea manager agreed', { managerApprovedAt: t0 }, rules, later(1), 'approved'],
    ['only the works council approved', { worksCouncilApprovedAt: t0 }, rules, later(30), 'approved'],
    ['both agreed', { managerApprovedAt: t0, worksCouncilApprovedAt: later(2) }, rules, later(2), 'released'],
    ['objected', { managerApprovedAt: t0, objectedAt: later(1) }, rules, later(30), 'objected'],
    ['objection period passed without objection', { managerApprovedAt: t0 }, rules, later(14), 'released'],
    ['the period passed, but the rule set waits for the works council', { managerApprovedAt: t0 }, { ...rules, releaseAfterObjectionPeriod: false }, later(30), 'approved'],
  ];
  for (const [name, state, r, now, expected] of cases) it(name, () => expect(premiumStatus({ ...base, ...state }, r, now)).toBe(expected));

  it('released at the later agreement, or at the end of the period', () => {
    expect(releasedAt({ ...base, managerApprovedAt: t0, worksCouncilApprovedAt: later(2) }, rules, later(3))).toEqual(later(2));
    expect(releasedAt({ ...base, managerApprovedAt: t0 }, rules, later(20))).toEqual(later(14));
    expect(objectionDeadline({ managerApprovedAt: null }, rules)).toBeNull();
  });

  it('who may do what', () => {
    const none = { ideaManager: false, worksCouncil: false, isSubmitter: false, isCreator: false };
    expect(premiumActions({ ...none, ideaManager: true }, base, rules, t0, 1)).toEqual(['adjust', 'approve']);
    expect(premiumActions({ ...none, worksCouncil: true }, base, rules, t0, 1)).toEqual(['worksCouncilApprove', 'object']);
    expect(premiumActions({ ...none, ideaManager: true, isSubmitter: true, isCreator: true }, base, rules, t0, 2)).toEqual(['proposeShares']);
    expect(premiumActions(none, base, rules, t0, 2)).toEqual([]);
    expect(premiumActions({ ...none, ideaManager: true }, { ...base, managerApprovedAt: t0, worksCouncilApprovedAt: t0 }, rules, t0, 1)).toEqual([]);
  });
});
