/**
 * How the workflow's values read (en; German in ./workflow-value-labels-de.ts), written once for
 * the workflow panels, the History tab and the PDF: 'approve' reads 'Approve', 'asiNo' 'ASI no',
 * true 'Yes'.
 */
import type {
  BENEFIT_CALCULATION_TYPES,
  BENEFIT_TYPES,
  BENEFIT_VALUES,
  CLASSIFICATIONS,
  FINAL_DECISIONS,
  IMPLEMENTATION_STATUSES,
  POSTPONEMENT_REASONS,
  PRIORITIES,
  RECOMMENDATIONS,
  STATUS_AFTER_ASSIGNMENT,
} from './workflow-values';

type Labels<T extends readonly string[]> = Record<T[number], string>;

export interface WorkflowValueLabels {
  classifications: Labels<typeof CLASSIFICATIONS>;
  statusAfterAssignment: Labels<typeof STATUS_AFTER_ASSIGNMENT>;
  recommendations: Labels<typeof RECOMMENDATIONS>;
  postponementReasons: Labels<typeof POSTPONEMENT_REASONS>;
  calculationTypes: Labels<typeof BENEFIT_CALCULATION_TYPES>;
  benefitTypes: Labels<typeof BENEFIT_TYPES>;
  benefitValues: Labels<typeof BENEFIT_VALUES>;
  priorities: Labels<typeof PRIORITIES>;
  implementationStatuses: Labels<typeof IMPLEMENTATION_STATUSES>;
  decisions: Labels<typeof FINAL_DECISIONS>;
  /** The history's 'decision' entries: the review's recommendation, 'will not be implemented' or the final decision. */
  outcomes: Labels<typeof RECOMMENDATIONS> & Labels<typeof FINAL_DECISIONS> & { notImplemented: string };
  yesNo: { true: string; false: string };
}

export const workflowValueLabelsEn: WorkflowValueLabels = {
  classifications: {
    product: 'Product',
    process: 'Process',
    technology: 'Technology',
    sustainability: 'Sustainability',
    businessModel: 'Business model',
    customerExperience: 'Customer experience',
    other: 'Other',
  },
  statusAfterAssignment: { stay: 'Stay in First Assessment', review: 'Review' },
  recommendations: { approve: 'Approve', requestChanges: 'Request changes', reject: 'Reject' },
  postponementReasons: {
    budget: 'Budget',
    capacity: 'Capacity',
    dependency: 'Dependency',
    strategy: 'Strategy',
    moreInformation: 'More information needed',
    other: 'Other',
  },
  calculationTypes: { calculable: 'Calculable', notCalculable: 'Not calculable' },
  benefitTypes: {
    costs: 'Costs',
    quality: 'Quality',
    safety: 'Safety',
    environment: 'Environment',
    ergonomics: 'Ergonomics',
    time: 'Time',
    customer: 'Customer',
    other: 'Other',
  },
  benefitValues: { asiNo: 'ASI no', low: 'Low', middle: 'Middle', high: 'High' },
  priorities: { high: 'High', medium: 'Medium', low: 'Low' },
  implementationStatuses: { notStarted: 'Not started', planned: 'Planned', inProgress: 'In progress', onHold: 'On hold', done: 'Done' },
  decisions: { accepted: 'Accepted', rejected: 'Rejected' },
  outcomes: { approve: 'Approve', requestChanges: 'Request changes', reject: 'Reject', notImplemented: 'Will not be implemented', accepted: 'Accepted', rejected: 'Rejected' },
  yesNo: { true: 'Yes', false: 'No' },
};

/** Which vocabulary a field's values come from (by the field names of the history and the case file). */
const VOCABULARY: Record<string, keyof WorkflowValueLabels> = {
  classification: 'classifications',
  statusAfterAssignment: 'statusAfterAssignment',
  recommendation: 'recommendations',
  postponementReason: 'postponementReasons',
  benefitCalculationType: 'calculationTypes',
  benefitType: 'benefitTypes',
  benefitValue: 'benefitValues',
  implementationPriority: 'priorities',
  implementationStatus: 'implementationStatuses',
  decision: 'outcomes',
  isValidIdea: 'yesNo',
  isPostponed: 'yesNo',
};

/** The vocabulary of a field's values, or null when they read as they are. */
export function workflowValueVocabulary(fieldName: string): keyof WorkflowValueLabels | null {
  return VOCABULARY[fieldName] ?? null;
}

/**
 * A field's value as the screens show it: each of a comma-joined list (classification) by its
 * label, a value without a label as it is. `label` looks a value up in the vocabulary (the
 * History tab passes its translation function, the PDF a table).
 */
export function workflowValueText(fieldName: string, value: string, label: (vocabulary: keyof WorkflowValueLabels, value: string) => string | undefined): string {
  const vocabulary = workflowValueVocabulary(fieldName);
  if (!vocabulary) return value;
  return value
    .split(', ')
    .map((v) => label(vocabulary, v) ?? v)
    .join(', ');
}
