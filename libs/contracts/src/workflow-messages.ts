/**
 * Texts of the idea workflow, en and de: validation keys used by the workflow contracts
 * (`validation.*`) and success and error toasts (`workflow.*`); the History tab's field labels are
 * in ./history-fields.ts (a page that shows history needs only those). Where the product gives a
 * text, it is used verbatim.
 */

const validationEn = {
  'validation.ideaIdRequired': 'Idea ID is required',
  'validation.classificationRequired': 'At least one classification must be selected',
  'validation.reasonRequired': 'Reason is required',
  'validation.reasonMissing': 'Reason is missing',
  'validation.rejectReasonRequired': 'Reason is required to reject the idea',
  'validation.reasonTooLong': 'Reason must be at most 2000 characters',
  'validation.textTooLong': 'Must be at most 5000 characters',
  'validation.validityRequired': 'Please state whether the idea is valid',
  'validation.assigneeRequired': 'Please choose an assignee',
  'validation.statusAfterAssignmentRequired': 'Please choose the status after assignment',
  'validation.questionRequired': 'Question cannot be empty',
  'validation.answerRequired': 'Answer cannot be empty',
  'validation.recommendationRequired': 'Please choose a recommendation',
  'validation.postponementReasonRequired': 'Please choose a reason for the postponement',
  'validation.followUpDateRequired': 'Please choose a follow-up date',
  'validation.dateInvalid': 'Please enter a valid date',
  'validation.dateInPast': 'The date must not be in the past',
  'validation.amountInvalid': 'Please enter an amount of zero or more',
  'validation.savingsImplausible': 'This amount is not plausible for one idea (at most 1,000,000,000)',
  'validation.benefitValueRequired': 'Please choose the benefit value',
  'validation.expertsRequired': 'Choose at least one expert',
  'validation.expertsTooMany': 'At most 10 experts at once',
  'validation.opinionRequired': 'Opinion cannot be empty',
  'validation.decisionRequired': 'Please choose a decision',
  'validation.tariffGroupTooLong': 'Must be at most 50 characters',
} as const;
export type WorkflowValidationKey = keyof typeof validationEn;

const validationDe: Record<WorkflowValidationKey, string> = {
  'validation.ideaIdRequired': 'Ideen-ID ist erforderlich',
  'validation.classificationRequired': 'Mindestens eine Klassifizierung muss ausgewählt werden',
  'validation.reasonRequired': 'Begründung ist erforderlich',
  'validation.reasonMissing': 'Begründung fehlt',
  'validation.rejectReasonRequired': 'Zum Ablehnen der Idee ist eine Begründung erforderlich',
  'validation.reasonTooLong': 'Die Begründung darf höchstens 2000 Zeichen lang sein',
  'validation.textTooLong': 'Höchstens 5000 Zeichen',
  'validation.validityRequired': 'Bitte geben Sie an, ob die Idee gültig ist',
  'validation.assigneeRequired': 'Bitte wählen Sie eine zuständige Person',
  'validation.statusAfterAssignmentRequired': 'Bitte wählen Sie den Status nach der Zuweisung',
  'validation.questionRequired': 'Die Frage darf nicht leer sein',
  'validation.answerRequired': 'Die Antwort darf nicht leer sein',
  'validation.recommendationRequired': 'Bitte wählen Sie eine Empfehlung',
  'validation.postponementReasonRequired': 'Bitte wählen Sie einen Grund für die Zurückstellung',
  'validation.followUpDateRequired': 'Bitte wählen Sie ein Wiedervorlagedatum',
  'validation.dateInvalid': 'Bitte geben Sie ein gültiges Datum ein',
  'validation.dateInPast': 'Das Datum darf nicht in der Vergangenheit liegen',
  'validation.amountInvalid': 'Bitte geben Sie einen Betrag von null oder mehr ein',
  'validation.savingsImplausible': 'Dieser Betrag ist für eine Idee nicht plausibel (höchstens 1.000.000.000)',
  'validation.benefitValueRequired': 'Bitte wählen Sie den Nutzenwert',
  'validation.expertsRequired': 'Wählen Sie mindestens eine Expertin oder einen Experten',
  'validation.expertsTooMany': 'Höchstens 10 Expertinnen und Experten auf einmal',
  'validation.opinionRequired': 'Die Stellungnahme darf nicht leer sein',
  'validation.decisionRequired': 'Bitte wählen Sie eine Entscheidung',
  'validation.tariffGroupTooLong': 'Höchstens 50 Zeichen',
};

/** Validation texts of the workflow forms; merge with `ideaValidationMessages` in the UI. */
export const workflowValidationMessages = { en: validationEn, de: validationDe } as const;

const toastsEn = {
  'workflow.success.rejected': 'Idea rejected successfully',
  'workflow.success.assessmentSubmitted': 'First Assessment submitted successfully',
  'workflow.success.assessmentSaved': 'Assessment saved successfully',
  'workflow.success.classificationsUpdated': 'Classifications updated successfully',
  'workflow.success.assigned': 'Idea assigned successfully',
  'workflow.success.inquirySent': 'Question sent to the submitter',
  'workflow.success.inquiryAnswered': 'Answer sent',
  'workflow.success.reviewSubmitted': 'Review submitted successfully',
  'workflow.success.postponed': 'Decision postponed',
  'workflow.success.expertsRequested': 'Expert opinion requested',
  'workflow.success.opinionGiven': 'Expert opinion saved',
  'workflow.success.notImplemented': 'The idea will not be implemented',
  'workflow.success.implementationUpdated': 'Implementation updated',
  'workflow.success.implemented': 'Idea marked as implemented',
  'workflow.success.decided': 'Final decision saved',
  'workflow.success.completed': 'Idea completed',
  'workflow.success.completionRequested': 'Realised savings recorded; a second person must confirm the completion',
  'workflow.success.completionConfirmed': 'Completion confirmed; the idea is completed',
  'workflow.error.generic': 'An error occurred',
  'workflow.error.notFound': 'The idea with ID "{{ideaId}}" could not be found.',
  'workflow.error.statusUpdate': 'An error occurred while updating the idea status.',
  'workflow.error.statusUpdateTitle': 'Failed to update idea status',
  'workflow.error.reject': 'An error occurred while rejecting the idea.',
  'workflow.error.rejectTitle': 'Failed to reject idea',
  'workflow.error.expertReviews': 'Error loading expert reviews, please try again.',
  'workflow.error.upload': 'Error uploading file(s).',
  'workflow.error.versionConflict': 'Someone else changed this idea. Reload it and try again.',
  'workflow.error.invalidTransition': 'This step is not possible in the idea\'s current status.',
  'workflow.error.forbidden': 'You are not allowed to do this.',
  'workflow.error.conflictOfInterest': 'You submitted or contribute to this idea, so someone else must assess, review, decide and complete it.',
  'workflow.error.assigneeIsCreator': 'This person submitted or contributes to the idea and cannot take this role. Choose someone else.',
  'workflow.error.secondPersonRequired': 'You recorded these realised savings; a second person must confirm the completion.',
  'workflow.error.contributorsFrozen': 'The contributors are fixed since the final decision; only an idea manager can correct them, with a reason.',
} as const;
export type WorkflowToastKey = keyof typeof toastsEn;

const toastsDe: Record<WorkflowToastKey, string> = {
  'workflow.success.rejected': 'Idee erfolgreich abgelehnt',
  'workflow.success.assessmentSubmitted': 'Erstbewertung erfolgreich eingereicht',
  'workflow.success.assessmentSaved': 'Bewertung erfolgreich gespeichert',
  'workflow.success.classificationsUpdated': 'Klassifizierungen erfolgreich aktualisiert',
  'workflow.success.assigned': 'Idee erfolgreich zugewiesen',
  'workflow.success.inquirySent': 'Frage an die einreichende Person gesendet',
  'workflow.success.inquiryAnswered': 'Antwort gesendet',
  'workflow.success.reviewSubmitted': 'Begutachtung erfolgreich eingereicht',
  'workflow.success.postponed': 'Entscheidung zurückgestellt',
  'workflow.success.expertsRequested': 'Expertenmeinung angefordert',
  'workflow.success.opinionGiven': 'Expertenmeinung gespeichert',
  'workflow.success.notImplemented': 'Die Idee wird nicht umgesetzt',
  'workflow.success.implementationUpdated': 'Umsetzung aktualisiert',
  'workflow.success.implemented': 'Idee als umgesetzt markiert',
  'workflow.success.decided': 'Abschließende Entscheidung gespeichert',
  'workflow.success.completed': 'Idee abgeschlossen',
  'workflow.success.completionRequested': 'Realisierte Einsparungen erfasst; eine zweite Person muss den Abschluss bestätigen',
  'workflow.success.completionConfirmed': 'Abschluss bestätigt; die Idee ist abgeschlossen',
  'workflow.error.generic': 'Ein Fehler ist aufgetreten',
  'workflow.error.notFound': 'Die Idee mit der ID "{{ideaId}}" wurde nicht gefunden.',
  'workflow.error.statusUpdate': 'Beim Aktualisieren des Ideenstatus ist ein Fehler aufgetreten.',
  'workflow.error.statusUpdateTitle': 'Ideenstatus konnte nicht aktualisiert werden',
  'workflow.error.reject': 'Beim Ablehnen der Idee ist ein Fehler aufgetreten.',
  'workflow.error.rejectTitle': 'Idee konnte nicht abgelehnt werden',
  'workflow.error.expertReviews': 'Fehler beim Laden der Expertenmeinungen, bitte versuchen Sie es erneut.',
  'workflow.error.upload': 'Fehler beim Hochladen der Datei(en).',
  'workflow.error.versionConflict': 'Jemand anderes hat diese Idee geändert. Bitte neu laden und erneut versuchen.',
  'workflow.error.invalidTransition': 'Dieser Schritt ist im aktuellen Status der Idee nicht möglich.',
  'workflow.error.forbidden': 'Das dürfen Sie nicht.',
  'workflow.error.conflictOfInterest': 'Sie haben diese Idee eingereicht oder wirken an ihr mit; daher müssen andere sie bewerten, begutachten, entscheiden und abschließen.',
  'workflow.error.assigneeIsCreator': 'Diese Person hat die Idee eingereicht oder wirkt an ihr mit und kann diese Rolle nicht übernehmen. Wählen Sie eine andere Person.',
  'workflow.error.secondPersonRequired': 'Sie haben diese realisierten Einsparungen erfasst; eine zweite Person muss den Abschluss bestätigen.',
  'workflow.error.contributorsFrozen': 'Die Mitwirkenden stehen seit der abschließenden Entscheidung fest; nur das Ideenmanagement kann sie mit Begründung korrigieren.',
};

/** Success and error toasts of the workflow. */
export const workflowToastMessages = { en: toastsEn, de: toastsDe } as const;

/** The text for a workflow validation or toast key (the key itself when unknown). */
export function workflowMessage(key: string, lang: 'en' | 'de' = 'en'): string {
  const table: Record<string, string> = { ...workflowValidationMessages[lang], ...workflowToastMessages[lang] };
  return table[key] ?? key;
}
