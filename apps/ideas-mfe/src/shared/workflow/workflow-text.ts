import { workflowMessage } from '@idea-portal/contracts';
import { ApiRequestError, normalizeLanguage } from '@idea-portal/platform';
import { useIdeasWorkflowTranslation } from '../../i18n/workflow';

/**
 * Texts of the workflow from the contracts (validation keys, success and error toasts), in the
 * current language. A validation key the form or the API answered with becomes its text.
 */
export function useWorkflowText() {
  const { t, i18n } = useIdeasWorkflowTranslation();
  const lang = normalizeLanguage(i18n.language);
  const msg = (key: string) => workflowMessage(key, lang);
  return { t, lang, language: i18n.language, msg, errorText: (error: unknown, fallbackKey = 'workflow.error.statusUpdate') => msg(errorKey(error, fallbackKey)) };
}

/** The toast key for a failed workflow call: stale version, impossible step, not allowed, a validation key, else the fallback. */
export function errorKey(error: unknown, fallbackKey: string): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'VERSION_CONFLICT') return 'workflow.error.versionConflict';
    if (error.code === 'INVALID_TRANSITION') return 'workflow.error.invalidTransition';
    if (error.code === 'FORBIDDEN') return 'workflow.error.forbidden';
    // Separation of duties: the API's stable codes, each with its own text.
    if (error.code === 'CONFLICT_OF_INTEREST') return 'workflow.error.conflictOfInterest';
    if (error.code === 'ASSIGNEE_IS_CREATOR') return 'workflow.error.assigneeIsCreator';
    if (error.code === 'SECOND_PERSON_REQUIRED') return 'workflow.error.secondPersonRequired';
    if (error.code === 'CONTRIBUTORS_FROZEN') return 'workflow.error.contributorsFrozen';
    if (error.code === 'VALIDATION_FAILED') {
      const key = error.details?.[0]?.message ?? error.message;
      if (key.startsWith('validation.')) return key;
    }
  }
  return fallbackKey;
}
