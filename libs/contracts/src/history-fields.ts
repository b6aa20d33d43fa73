/**
 * The History tab's field labels (`history.fields.*`), en and de, for every `fieldName` the API
 * writes into an idea's history, and how each field's values read. Apart from the workflow's
 * messages (./workflow-messages.ts): every page of the ideas area registers these labels.
 */
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
} as const;
export type HistoryFieldKey = keyof typeof fieldsEn;

const fieldsDe: Record<HistoryFieldKey, string> = {
  created: 'Erstellt',
  status: 'Status',
  decision: 'Entscheidung',
  title: 'Titel',
  description: 'Problembeschreibung',
  solution: 'Lösungsvorschlag',
  category: 'Kategorie',
  location: 'Standort',
  tags: 'Schlagwörter',
  innovationArea: 'Innovationsfeld',
  material: 'Material',
  function: 'Funktion',
  bannerImage: 'Bannerbild',
  visibility: 'Sichtbarkeit',
  visibleTo: 'Sichtbar für',
  revisionRequest: 'Überarbeitungsanfrage',
  attachment: 'Anhang',
  contributor: 'Mitwirkende',
  comment: 'Kommentar',
  reply: 'Antwort',
  classification: 'Klassifizierung',
  isValidIdea: 'Gültige Idee',
  invalidReason: 'Begründung (ungültige Idee)',
  assigneeId: 'Zuständig',
  assignmentNote: 'Hinweis zur Zuweisung',
  statusAfterAssignment: 'Status nach Zuweisung',
  note: 'Notiz',
  completedAt: 'Bewertung abgeschlossen',
  rejectReason: 'Ablehnungsgrund',
  inquiry: 'Rückfrage',
  inquiryAnswer: 'Antwort auf Rückfrage',
  recommendation: 'Empfehlung',
  reviewComment: 'Kommentar zur Begutachtung',
  isPostponed: 'Zurückgestellt',
  postponementReason: 'Grund der Zurückstellung',
  postponementDate: 'Wiedervorlagedatum',
  reasoningCategory: 'Begründungskategorie',
  benefitCalculationType: 'Nutzenberechnung',
  benefitType: 'Nutzenart',
  benefitValue: 'Nutzenwert',
  firstYearNetSavings: 'Nettoeinsparung im ersten Jahr',
  additionalBenefit: 'Zusätzlicher Nutzen',
  implementationStatus: 'Umsetzungsstatus',
  implementationHint: 'Hinweis zur Umsetzung',
  plannedImplementationDate: 'Geplantes Umsetzungsdatum',
  implementationPriority: 'Umsetzungspriorität',
  inChargeOfImplementation: 'Verantwortlich für die Umsetzung',
  expertRequested: 'Expertenmeinung angefordert',
  expertOpinion: 'Expertenmeinung',
  notImplementedReason: 'Begründung (keine Umsetzung)',
  implemented: 'Umgesetzt',
  decisionReason: 'Begründung der Entscheidung',
  realisedSavings: 'Realisierte Einsparung',
};

/** Labels for every `fieldName` the API writes into an idea's history (History tab, PDF). */
export const historyFieldLabels = { en: fieldsEn, de: fieldsDe } as const;

/** The label of a history field (the field name itself when unknown). */
export function historyFieldLabel(fieldName: string, lang: 'en' | 'de' = 'en'): string {
  const table: Record<string, string> = historyFieldLabels[lang] ?? fieldsEn;
  return table[fieldName] ?? fieldName;
}

/**
 * What a history field's values are: a status (shown by its name, not 'first_assessment'), a
 * category (by its name in the reader's language) or text shown as it is.
 */
export function historyValueKind(fieldName: string): 'status' | 'category' | 'text' {
  const name = fieldName.toLowerCase();
  if (name === 'status' || name === 'created' || name === 'statusafterassignment') return 'status';
  return name === 'category' ? 'category' : 'text';
}
