import type { CalculableRule, NonCalculableRule, PremiumDerivation, PremiumInputs, PremiumKind, PremiumRuleSetInput, PremiumStep, PremiumValidationKey } from '@idea-portal/contracts';

/**
 * The premium calculation of a suggestion scheme (issue 39), written once: the API stores its
 * result, the Premium panel and the case-file PDF put its steps into words. Money is computed in
 * cents so that rounding is exact; every step records the amount after it.
 */

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** Rounds to the nearest multiple of `step` (half up). */
export function roundToStep(amount: number, step: number): number {
  const stepCents = toCents(step);
  if (stepCents <= 0) return amount;
  return fromCents(Math.floor(toCents(amount) / stepCents + 0.5) * stepCents);
}

interface Bounds {
  minimum: number;
  maximum: number;
  roundingStep: number;
}

/** Rounding, then the minimum and the maximum: the premium never leaves [minimum, maximum]. */
function finish(steps: PremiumStep[], raw: number, rule: Bounds): number {
  let amount = roundToStep(raw, rule.roundingStep);
  steps.push({ key: 'rounding', values: { step: rule.roundingStep, from: raw }, amount });
  if (amount < rule.minimum) {
    amount = rule.minimum;
    steps.push({ key: 'minimum', values: { minimum: rule.minimum }, amount });
  }
  if (amount > rule.maximum) {
    amount = rule.maximum;
    steps.push({ key: 'maximum', values: { maximum: rule.maximum }, amount });
  }
  return amount;
}

/** The premium of calculable benefit from the net first-year benefit (savings - implementation costs). */
export function calculablePremium(rule: CalculableRule, firstYearSavings: number, implementationCosts: number): { amount: number; steps: PremiumStep[] } {
  const net = fromCents(toCents(firstYearSavings) - toCents(implementationCosts));
  const steps: PremiumStep[] = [{ key: 'netBenefit', values: { savings: firstYearSavings, costs: implementationCosts }, amount: net }];
  const base = Math.max(0, net);
  let rawCents = 0;
  if (rule.tiers.length) {
    for (const tier of rule.tiers) {
      const upper = tier.to === null ? base : Math.min(base, tier.to);
      const portion = Math.max(0, upper - tier.from);
      if (portion <= 0) continue;
      const part = (toCents(portion) * tier.percent) / 100;
      rawCents += part;
      steps.push({ key: 'tier', values: { from: tier.from, to: tier.to, percent: tier.percent, portion }, amount: fromCents(rawCents) });
    }
  } else {
    rawCents = (toCents(base) * rule.percent) / 100;
    steps.push({ key: 'percent', values: { percent: rule.percent, of: base }, amount: fromCents(rawCents) });
  }
  const amount = finish(steps, fromCents(rawCents), rule);
  return { amount, steps };
}

/** The premium of non-calculable benefit: the chosen level's points of each criterion, added, times the amount per point. */
export function pointTablePremium(rule: NonCalculableRule, levels: Readonly<Record<string, string>>): { amount: number; steps: PremiumStep[] } {
  const steps: PremiumStep[] = [];
  let points = 0;
  for (const criterion of rule.criteria) {
    const level = criterion.levels.find((l) => l.key === levels[criterion.key]);
    if (!level) throw new Error(`premium: no level for criterion ${criterion.key}`);
    points += level.points;
    steps.push({ key: 'criterion', values: { criterion: criterion.key, level: level.key, points: level.points }, amount: points });
  }
  const raw = fromCents(toCents(rule.amountPerPoint) * points);
  steps.push({ key: 'points', values: { points, amountPerPoint: rule.amountPerPoint }, amount: raw });
  return { amount: finish(steps, raw, rule), steps };
}

export interface PremiumCase {
  /** Implemented (accepted) with calculable or non-calculable benefit, or valid but not implemented. */
  kind: PremiumKind;
  inputs: PremiumInputs;
}

/** The premium of one idea under a rule set, with its derivation (rule version, inputs, each step). */
export function calculatePremium(rules: PremiumRuleSetInput & { id: string; version: number }, c: PremiumCase): PremiumDerivation {
  const head = { kind: c.kind, ruleSetId: rules.id, ruleVersion: rules.version, validFrom: rules.validFrom, currency: rules.currency };
  if (c.kind === 'appreciation') {
    const amount = rules.appreciationAward;
    return { ...head, steps: [{ key: 'appreciationAward', values: { award: amount }, amount }], amount };
  }
  const result =
    c.kind === 'calculable'
      ? calculablePremium(rules.calculable, c.inputs.firstYearSavings ?? 0, c.inputs.implementationCosts ?? 0)
      : pointTablePremium(rules.nonCalculable, c.inputs.criterionLevels ?? {});
  return { ...head, steps: result.steps, amount: result.amount };
}

/**
 * A recalculation (realised first-year savings known): the new amount where it is higher (a
 * top-up); a lower one only when the rule set allows claw-back, otherwise the amount stays.
 */
export function recalculatedPremium(previous: number, next: PremiumDerivation, clawBack: boolean): PremiumDerivation {
  if (next.amount >= previous) {
    if (next.amount === previous) return next;
    return { ...next, steps: [...next.steps, { key: 'topUp', values: { previous, topUp: fromCents(toCents(next.amount) - toCents(previous)) }, amount: next.amount }] };
  }
  if (clawBack) return { ...next, steps: [...next.steps, { key: 'clawBack', values: { previous }, amount: next.amount }] };
  return { ...next, steps: [...next.steps, { key: 'topUp', values: { previous, topUp: 0 }, amount: previous }], amount: previous };
}

export interface InputIssue {
  path: string;
  code: PremiumValidationKey;
}

/**
 * The review's premium inputs checked against the rule version: for calculable benefit savings
 * and costs at most the rule's `maxInput`; for non-calculable benefit a known level for every
 * criterion (and no unknown criterion).
 */
export function validatePremiumInputs(rules: PremiumRuleSetInput, kind: 'calculable' | 'notCalculable', inputs: PremiumInputs): InputIssue[] {
  const issues: InputIssue[] = [];
  if (kind === 'calculable') {
    for (const field of ['firstYearSavings', 'implementationCosts'] as const) {
      const v = inputs[field];
      if (v != null && v > rules.calculable.maxInput) issues.push({ path: `premiumInputs.${field}`, code: 'premium.amountTooLarge' });
    }
    return issues;
  }
  const levels = inputs.criterionLevels ?? {};
  for (const criterion of rules.nonCalculable.criteria) {
    const chosen = levels[criterion.key];
    if (chosen == null) issues.push({ path: `premiumInputs.criterionLevels.${criterion.key}`, code: 'premium.levelRequired' });
    else if (!criterion.levels.some((l) => l.key === chosen)) issues.push({ path: `premiumInputs.criterionLevels.${criterion.key}`, code: 'premium.levelUnknown' });
  }
  for (const key of Object.keys(levels)) {
    if (!rules.nonCalculable.criteria.some((c) => c.key === key)) issues.push({ path: `premiumInputs.criterionLevels.${key}`, code: 'premium.levelUnknown' });
  }
  return issues;
}
