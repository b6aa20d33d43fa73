/**
 * The History tab's field labels (`history.fields.*`), en and de, for every `fieldName` the API
 * writes into an idea's history, and how each field's values read. Apart from the workflow's
 * messages (./workflow-messages.ts): the ideas area's History tab registers these labels, German
 * (./history-fields-de.ts) only when German is in use.
 */
import { historyFieldLabelsDe } from './history-fields-de';
import { workflowValueVocabulary } from './workflow-value-labels';

const fieldsEn = {
  created: 'Created',
  status: 'Status',
  decision: 'Decision',
  title: 'Title',
  description: 'Problem statement',
  solution: 'Proposed solution',
  category: 'Category',
  location: 'Location',
  tags: 'Tags',
  innovationArea: 'Innovation area',
  material: 'Material',
  function: 'Function',
  bannerImage: 'Banner image',
  visibility: 'Visibility',
  visibleTo: 'Visible to',
  revisionRequest: 'Revision request',
  attachment: 'Attachment',
  contributor: 'Contributor',
  comment: 'Comment',
  reply: 'Reply',
  // Events without values (historyChangeKind 'event'): a removed comment keeps who and when, not its text.
  commentAdded: 'Comment written',
  replyAdded: 'Reply written',
  commentRemoved: 'Comment removed',
  replyRemoved: 'Reply removed',
  classification: 'Classification',
  isValidIdea: 'Valid idea',
  invalidReason: 'Reason (invalid idea)',
  assigneeId: 'Assignee',
  assignmentNote: 'Assignment note',
  statusAfterAssignment: 'Status after assignment',
  note: 'Note',
  completedAt: 'Assessment completed',
  rejectReason: 'Reason for rejection',
  inquiry: 'Inquiry',
  inquiryAnswer: 'Answer to inquiry',
  recommendation: 'Recommendation',
  reviewComment: 'Review comment',
  isPostponed: 'Postponed',
  postponementReason: 'Reason for postponement',
  postponementDate: 'Follow-up date',
  postponementNote: 'Note on the postponement',
  reasoningCategory: 'Reasoning category',
  benefitCalculationType: 'Benefit calculation',
  benefitType: 'Benefit type',
  benefitValue: 'Benefit value',
  firstYearNetSavings: 'First-year net savings',
  additionalBenefit: 'Additional benefit',
  implementationStatus: 'Implementation status',
  implementationHint: 'Implementation hint',
  plannedImplementationDate: 'Planned implementation date',
  implementationPriority: 'Implementation priority',
  inChargeOfImplementation: 'In charge of implementation',
  expertRequested: 'Expert opinion requested',
  expertOpinion: 'Expert opinion',
  notImplementedReason: 'Reason (not implemented)',
  implemented: 'Implemented',
  decisionReason: 'Reason for decision',
  realisedSavings: 'Realised savings',
  completionRequestedBy: 'Completion recorded, to be confirmed by a second person',
  completionConfirmedBy: 'Completion confirmed by',
  contributorCorrection: 'Reason for correcting the contributors',
  appeal: 'Appeal',
  appealSubject: 'Appeal against',
  appealDecision: 'Decision on the appeal',
  appealDecisionReason: 'Reason for the decision on the appeal',
  duplicateOf: 'Duplicate of an earlier idea',
  duplicateLinked: 'A later idea duplicates this one',
  // Deputies: a task given to an absent person went to their deputy (old value the person, new value the deputy).
  deputyAssigned: 'Task given to the deputy',
  // A person's entries in the admin activity log (not an idea's history).
  functions: 'Functions',
  tariffGroup: 'Tariff group',
  passwordReset: 'Password reset e-mail sent',
  invitation: 'Invitation sent again',
  timeZone: 'Time zone',
} as const;
export type HistoryFieldKey = keyof typeof fieldsEn;



/** The English labels (the History tab registers them; German comes from ./history-fields-de.ts when in use). */
export const historyFieldLabelsEn: Record<HistoryFieldKey, string> = fieldsEn;

/** Labels for every `fieldName` the API writes into an idea's history (History tab, PDF). */
export const historyFieldLabels = { en: fieldsEn, de: historyFieldLabelsDe } as const;

/** The label of a history field (the field name itself when unknown). */
export function historyFieldLabel(fieldName: string, lang: 'en' | 'de' = 'en'): string {
  const table: Record<string, string> = historyFieldLabels[lang] ?? fieldsEn;
  return table[fieldName] ?? fieldName;
}

/**
 * What a history field's values are: a status (shown by its name, not 'first_assessment'), a
 * category (by its name in the reader's language), a date, a value of the workflow's
 * vocabularies or a yes/no (by its label: workflowValueText) or text shown as it is.
 */
export function historyValueKind(fieldName: string): 'status' | 'category' | 'date' | 'choice' | 'text' {
  const name = fieldName.toLowerCase();
  if (name === 'status' || name === 'created') return 'status';
  if (DATE_FIELDS.has(name)) return 'date';
  if (workflowValueVocabulary(fieldName)) return 'choice';
  return name === 'category' ? 'category' : 'text';
}

const DATE_FIELDS = new Set(['completedat', 'implemented', 'postponementdate', 'plannedimplementationdate']);

/** What a history entry records (historyChangeKind). */
export type HistoryChangeKind = 'created' | 'set' | 'removed' | 'changed' | 'event';

/**
 * Entries that record that something happened, by whom and when, and carry no value: a comment or
 * reply removed, and the writing of one that was removed since (its text went with it).
 */
const EVENT_FIELDS = new Set(['commentadded', 'replyadded', 'commentremoved', 'replyremoved']);

/**
 * What a history entry records: the idea's creation, a value set where there was none (a file,
 * a contributor, a request), a value removed, a value changed from one to another, or an event
 * its label names (EVENT_FIELDS).
 */
export function historyChangeKind(entry: { fieldName: string; oldValue: string | null; newValue: string | null }): HistoryChangeKind {
  const name = entry.fieldName.toLowerCase();
  if (name === 'created') return 'created';
  if (EVENT_FIELDS.has(name)) return 'event';
  const had = entry.oldValue !== null && entry.oldValue !== '';
  const has = entry.newValue !== null && entry.newValue !== '';
  if (!had && has) return 'set';
  return had && !has ? 'removed' : 'changed';
}
