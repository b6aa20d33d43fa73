import type { PremiumValidationKey } from '@idea-portal/contracts';
import { fromCents, toCents } from './premium';

/** Team shares of a premium, in basis points (10000 = 100%). */
export const FULL_SHARE = 10_000;

export interface ShareInput {
  userId: string;
  basisPoints: number;
}

/** Equal shares for the team (submitter first): the remainder basis points go to the first ones, so they add up to 100%. */
export function equalShares(userIds: readonly string[]): ShareInput[] {
  const n = userIds.length;
  if (!n) return [];
  const base = Math.floor(FULL_SHARE / n);
  const rest = FULL_SHARE - base * n;
  return userIds.map((userId, i) => ({ userId, basisPoints: base + (i < rest ? 1 : 0) }));
}

/** Shares checked against the team: exactly the submitter and the contributors, once each, adding up to 100%. */
export function validateShares(shares: readonly ShareInput[], team: readonly string[]): { path: string; code: PremiumValidationKey }[] {
  const issues: { path: string; code: PremiumValidationKey }[] = [];
  shares.forEach((s, i) => {
    if (!team.includes(s.userId) || shares.findIndex((o) => o.userId === s.userId) !== i) issues.push({ path: `shares.${i}.userId`, code: 'premium.shareRecipientUnknown' });
  });
  if (team.some((id) => !shares.some((s) => s.userId === id))) issues.push({ path: 'shares', code: 'premium.shareRecipientsIncomplete' });
  if (shares.reduce((sum, s) => sum + s.basisPoints, 0) !== FULL_SHARE) issues.push({ path: 'shares', code: 'premium.sharesSum' });
  return issues;
}

/**
 * Splits a premium in proportion to the weights into amounts that add up to the total, to the
 * cent (largest remainder: the cents lost by rounding down go to the largest remainders, earlier
 * ones first on ties).
 */
export function splitByWeight<T extends { weight: number }>(total: number, parts: readonly T[]): (T & { amount: number })[] {
  const totalCents = toCents(total);
  const sum = parts.reduce((a, p) => a + p.weight, 0);
  if (sum <= 0) return parts.map((p) => ({ ...p, amount: 0 }));
  const exact = parts.map((p) => (totalCents * p.weight) / sum);
  const cents = exact.map(Math.floor);
  let left = totalCents - cents.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (parts[i]!.weight === 0) continue;
    cents[i]! += 1;
    left -= 1;
  }
  return parts.map((p, i) => ({ ...p, amount: fromCents(cents[i]!) }));
}

/**
 * The team's part of a premium: by the confirmed shares, or, without any, in equal parts (exactly
 * equal to the cent; the basis points shown are equalShares').
 */
export function splitPremium(total: number, team: readonly string[], shares: readonly ShareInput[] | null): (ShareInput & { amount: number })[] {
  const parts = shares?.length ? shares.map((s) => ({ ...s, weight: s.basisPoints })) : equalShares(team).map((s) => ({ ...s, weight: 1 }));
  return splitByWeight(total, parts).map(({ userId, basisPoints, amount }) => ({ userId, basisPoints, amount }));
}
