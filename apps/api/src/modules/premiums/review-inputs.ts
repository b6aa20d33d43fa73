import type { BenefitCalculationType, PremiumInputs } from '@idea-portal/contracts';
import { fromCents, toCents, validatePremiumInputs } from '@idea-portal/domain';
import { HttpError } from '../../errors';
import type { IdeaRow, Tx } from '../ideas/access';
import { submissionDay } from './repository';
import { ruleSetForDay } from './rule-sets';

/**
 * The review's premium inputs checked against the rule version of the idea's submission day
 * (400 VALIDATION_FAILED naming the field: an amount over the rule's maximum input, a missing or
 * unknown level), as review columns; the net first-year savings follow from savings - costs.
 */
export async function checkedPremiumInputs(tx: Tx, idea: IdeaRow, type: BenefitCalculationType | null | undefined, inputs: PremiumInputs | undefined) {
  if (!inputs) return { netSavings: undefined };
  const rules = await ruleSetForDay(tx, idea.tenantId, submissionDay(idea));
  if (rules && type) {
    const issues = validatePremiumInputs(rules, type, inputs);
    if (issues.length) throw new HttpError('VALIDATION_FAILED', 'The premium inputs do not fit the rule set', issues.map((i) => ({ path: `body.${i.path}`, message: i.code })));
  }
  const savings = inputs.firstYearSavings ?? null;
  const costs = inputs.implementationCosts ?? null;
  return {
    firstYearSavings: savings,
    implementationCosts: costs,
    criterionLevels: inputs.criterionLevels ?? null,
    netSavings: type === 'calculable' && savings !== null ? Math.max(0, fromCents(toCents(savings) - toCents(costs ?? 0))) : undefined,
  };
}
