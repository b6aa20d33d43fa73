import type { PremiumRuleSetInput } from '@idea-portal/contracts';

const level = (key: string, en: string, de: string, points: number) => ({ key, label: { en, de }, points });

/**
 * The demo tenant's works agreement: 25% of the net first-year benefit, at least 50 and at most
 * 25,000 EUR, rounded to 5 EUR; a three-criteria point table for benefit that cannot be
 * calculated (20 EUR a point); 30 EUR appreciation award; appeal within 4 weeks; the works
 * council objects within 14 days, after which the premium is released.
 */
export const DEMO_PREMIUM_RULES: PremiumRuleSetInput = {
  validFrom: '2020-01-01',
  currency: 'EUR',
  calculable: { percent: 25, tiers: [], minimum: 50, maximum: 25_000, roundingStep: 5, maxInput: 10_000_000 },
  nonCalculable: {
    criteria: [
      { key: 'benefit', label: { en: 'Benefit level', de: 'Nutzenstufe' }, levels: [level('low', 'Low', 'Gering', 1), level('medium', 'Medium', 'Mittel', 3), level('high', 'High', 'Hoch', 6)] },
      {
        key: 'scope',
        label: { en: 'Scope of application', de: 'Anwendungsbreite' },
        levels: [level('workplace', 'One workplace', 'Ein Arbeitsplatz', 1), level('department', 'Department', 'Abteilung', 2), level('company', 'Company-wide', 'Unternehmensweit', 3)],
      },
      {
        key: 'effort',
        label: { en: 'Implementation effort', de: 'Umsetzungsaufwand' },
        levels: [level('high', 'High', 'Hoch', 1), level('medium', 'Medium', 'Mittel', 2), level('low', 'Low', 'Gering', 3)],
      },
    ],
    amountPerPoint: 20,
    minimum: 50,
    maximum: 1_000,
    roundingStep: 5,
  },
  appreciationAward: 30,
  appealPeriodDays: 28,
  objectionPeriodDays: 14,
  releaseAfterObjectionPeriod: true,
  clawBack: false,
};
