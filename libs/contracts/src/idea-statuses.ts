/**
 * Canonical idea statuses; camelCase aliases are accepted on input. Values without zod, so a page
 * that only needs them loads no schema.
 */
export const IDEA_STATUSES = [
  'draft',
  'first_assessment',
  'review',
  'implementation',
  'final_decision',
  'accepted',
  'completed',
  'rejected',
] as const;
const STATUS_ALIASES: Record<string, (typeof IDEA_STATUSES)[number]> = {
  firstAssessment: 'first_assessment',
  finalDecision: 'final_decision',
  inProgress: 'implementation',
};
export const normalizeStatus = (v: unknown) => (typeof v === 'string' && v in STATUS_ALIASES ? STATUS_ALIASES[v] : v);
