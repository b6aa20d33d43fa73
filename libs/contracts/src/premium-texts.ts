import type { PremiumDerivation, PremiumKind, PremiumStatus, PremiumStep } from './premium';

/**
 * A premium's derivation in words, en and de: the Premium panel and the case-file PDF both put
 * each step into a sentence with these, so both read the same. `money` formats an amount in the
 * premium's currency for the reader's language.
 */
type Money = (amount: number) => string;
type Step = (v: PremiumStep['values'], money: Money, label: (criterion: string, level?: string) => string) => string;
const n = (v: unknown) => Number(v ?? 0);
const pct = (v: unknown, lang: 'en' | 'de') => `${new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 }).format(n(v))} %`;

const stepsEn: Record<PremiumStep['key'], Step> = {
  netBenefit: (v, m) => `Net first-year benefit: savings ${m(n(v.savings))} - implementation costs ${m(n(v.costs))}`,
  percent: (v, m) => `${pct(v.percent, 'en')} of ${m(n(v.of))}`,
  tier: (v, m) => `${pct(v.percent, 'en')} of the part from ${m(n(v.from))}${v.to === null ? '' : ` to ${m(n(v.to))}`} (${m(n(v.portion))})`,
  criterion: (v, _m, l) => `${l(String(v.criterion))}: ${l(String(v.criterion), String(v.level))} = ${n(v.points)} points`,
  points: (v, m) => `${n(v.points)} points × ${m(n(v.amountPerPoint))} per point`,
  appreciationAward: () => 'Appreciation award for a valid idea that is not implemented',
  rounding: (v, m) => `Rounded to ${m(n(v.step))}`,
  minimum: (v, m) => `Raised to the minimum premium of ${m(n(v.minimum))}`,
  maximum: (v, m) => `Capped at the maximum premium of ${m(n(v.maximum))}`,
  topUp: (v, m) => `Recalculated with the realised savings: top-up of ${m(n(v.topUp))} on ${m(n(v.previous))}`,
  clawBack: (v, m) => `Recalculated with the realised savings: lowered from ${m(n(v.previous))}`,
  adjusted: (v, m) => `Adjusted by the idea manager from ${m(n(v.previous))}`,
};

const stepsDe: Record<PremiumStep['key'], Step> = {
  netBenefit: (v, m) => `Netto-Nutzen im ersten Jahr: Einsparung ${m(n(v.savings))} - Einführungskosten ${m(n(v.costs))}`,
  percent: (v, m) => `${pct(v.percent, 'de')} von ${m(n(v.of))}`,
  tier: (v, m) => `${pct(v.percent, 'de')} des Anteils von ${m(n(v.from))}${v.to === null ? '' : ` bis ${m(n(v.to))}`} (${m(n(v.portion))})`,
  criterion: (v, _m, l) => `${l(String(v.criterion))}: ${l(String(v.criterion), String(v.level))} = ${n(v.points)} Punkte`,
  points: (v, m) => `${n(v.points)} Punkte × ${m(n(v.amountPerPoint))} je Punkt`,
  appreciationAward: () => 'Anerkennungsprämie für eine gültige, nicht umgesetzte Idee',
  rounding: (v, m) => `Gerundet auf ${m(n(v.step))}`,
  minimum: (v, m) => `Angehoben auf die Mindestprämie von ${m(n(v.minimum))}`,
  maximum: (v, m) => `Begrenzt auf die Höchstprämie von ${m(n(v.maximum))}`,
  topUp: (v, m) => `Neu berechnet mit der realisierten Einsparung: Nachzahlung ${m(n(v.topUp))} auf ${m(n(v.previous))}`,
  clawBack: (v, m) => `Neu berechnet mit der realisierten Einsparung: gesenkt von ${m(n(v.previous))}`,
  adjusted: (v, m) => `Vom Ideenmanagement angepasst von ${m(n(v.previous))}`,
};

const kindEn: Record<PremiumKind, string> = { calculable: 'Calculable benefit', notCalculable: 'Non-calculable benefit (point table)', appreciation: 'Appreciation award' };
const kindDe: Record<PremiumKind, string> = { calculable: 'Errechenbarer Nutzen', notCalculable: 'Nicht errechenbarer Nutzen (Punktetabelle)', appreciation: 'Anerkennungsprämie' };
const statusEn: Record<PremiumStatus, string> = { proposed: 'Proposed', approved: 'Approved (waiting for the second approval)', objected: 'Objected', released: 'Released' };
const statusDe: Record<PremiumStatus, string> = { proposed: 'Vorgeschlagen', approved: 'Zugestimmt (wartet auf die zweite Zustimmung)', objected: 'Widersprochen', released: 'Freigegeben' };

export const PREMIUM_TEXTS = {
  en: { steps: stepsEn, kinds: kindEn, statuses: statusEn, rule: (version: number, from: string) => `Rule set version ${version}, in force from ${from}` },
  de: { steps: stepsDe, kinds: kindDe, statuses: statusDe, rule: (version: number, from: string) => `Prämienregelwerk Version ${version}, gültig ab ${from}` },
} as const;

/** Formats an amount in a currency for a language. */
export function premiumMoney(lang: 'en' | 'de', currency: string): Money {
  const f = new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency, maximumFractionDigits: 2 });
  return (amount) => f.format(amount);
}

/**
 * Each step of a derivation as a sentence with the amount after it. `label` names a criterion or
 * one of its levels (from the rule set, in the reader's language; the key when unknown).
 */
export function premiumDerivationLines(
  d: PremiumDerivation,
  lang: 'en' | 'de',
  label: (criterion: string, level?: string) => string = (c, l) => l ?? c,
): { text: string; amount: string }[] {
  const money = premiumMoney(lang, d.currency);
  return d.steps.map((s) => ({ text: PREMIUM_TEXTS[lang].steps[s.key](s.values, money, label), amount: s.key === 'criterion' ? String(s.amount) : money(s.amount) }));
}
