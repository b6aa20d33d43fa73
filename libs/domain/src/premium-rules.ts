import type { PremiumRuleSetInput, PremiumTier, PremiumValidationKey } from '@idea-portal/contracts';

/**
 * Checks of a premium rule set beyond its shape (the zod contract checks each field): tiers that
 * start at 0, follow each other without gap or overlap and end open; a minimum premium not above
 * the maximum; keys of criteria and levels used once. Each issue names the field by its path.
 */
export interface RuleSetIssue {
  path: string;
  code: PremiumValidationKey;
}

export function validateTiers(tiers: readonly PremiumTier[], base = 'calculable.tiers'): RuleSetIssue[] {
  const issues: RuleSetIssue[] = [];
  tiers.forEach((tier, i) => {
    const at = `${base}.${i}`;
    if (i === 0 && tier.from !== 0) issues.push({ path: `${at}.from`, code: 'premium.tiersFirstFromZero' });
    const previous = tiers[i - 1];
    if (previous?.to != null && tier.from > previous.to) issues.push({ path: `${at}.from`, code: 'premium.tiersGap' });
    if (previous?.to != null && tier.from < previous.to) issues.push({ path: `${at}.from`, code: 'premium.tiersOverlap' });
    if (tier.to !== null && tier.to <= tier.from) issues.push({ path: `${at}.to`, code: 'premium.tierEmpty' });
    const last = i === tiers.length - 1;
    if ((tier.to === null) !== last) issues.push({ path: `${at}.to`, code: 'premium.tiersLastOpen' });
  });
  return issues;
}

function duplicates(keys: readonly string[]): number[] {
  return keys.flatMap((key, i) => (keys.indexOf(key) !== i ? [i] : []));
}

export function validatePremiumRuleSet(rules: PremiumRuleSetInput): RuleSetIssue[] {
  const issues = validateTiers(rules.calculable.tiers);
  if (rules.calculable.minimum > rules.calculable.maximum) issues.push({ path: 'calculable.minimum', code: 'premium.minimumAboveMaximum' });
  const nc = rules.nonCalculable;
  if (nc.minimum > nc.maximum) issues.push({ path: 'nonCalculable.minimum', code: 'premium.minimumAboveMaximum' });
  for (const i of duplicates(nc.criteria.map((c) => c.key))) issues.push({ path: `nonCalculable.criteria.${i}.key`, code: 'premium.keyDuplicate' });
  nc.criteria.forEach((c, ci) => {
    for (const li of duplicates(c.levels.map((l) => l.key))) issues.push({ path: `nonCalculable.criteria.${ci}.levels.${li}.key`, code: 'premium.keyDuplicate' });
  });
  return issues;
}

/**
 * The rule set an idea is calculated with: the one in force on its submission day (the latest
 * `validFrom` on or before it; of two versions from the same day the higher one). Null when none was.
 */
export function ruleSetFor<R extends { validFrom: string; version: number }>(ruleSets: readonly R[], submissionDay: string): R | null {
  let best: R | null = null;
  for (const r of ruleSets) {
    if (r.validFrom > submissionDay) continue;
    if (!best || r.validFrom > best.validFrom || (r.validFrom === best.validFrom && r.version > best.version)) best = r;
  }
  return best;
}
