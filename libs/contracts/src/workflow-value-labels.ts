/**
 * How the workflow's values read (en; German in ./workflow-value-labels-de.ts), written once for
 * the workflow panels, the History tab and the PDF: 'approve' reads 'Approve', 'asiNo' 'ASI no',
 * true 'Yes'.
 */
import type { WORKFLOW_VOCABULARIES } from './workflow-values';

type Vocabularies = typeof WORKFLOW_VOCABULARIES;
type VocabularyLabels = { [K in keyof Vocabularies]: Record<Vocabularies[K][number], string> };

export interface WorkflowValueLabels extends VocabularyLabels {
  /** The history's 'decision' entries: the review's recommendation, 'will not be implemented' or the final decision. */
  outcomes: VocabularyLabels['recommendations'] & VocabularyLabels['decisions'] & { notImplemented: string };
  yesNo: { true: string; false: string };
}

/** A language's labels with the outcomes made of its recommendations and decisions. */
export function withOutcomes(labels: Omit<WorkflowValueLabels, 'outcomes'>, notImplemented: string): WorkflowValueLabels {
  return { ...labels, outcomes: { ...labels.recommendations, notImplemented, ...labels.decisions } };
}

export const workflowValueLabelsEn: WorkflowValueLabels = withOutcomes(
  {
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
  appealSubjects: { rejection: 'Rejection', premium: 'Premium' },
  appealOutcomes: { upheld: 'Upheld', dismissed: 'Dismissed' },
  yesNo: { true: 'Yes', false: 'No' },
  },
  'Will not be implemented',
);

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
  appealSubject: 'appealSubjects',
  appealDecision: 'appealOutcomes',
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
