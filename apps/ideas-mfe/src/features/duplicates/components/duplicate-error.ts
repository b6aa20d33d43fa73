import { ApiRequestError } from '@idea-portal/platform';
import type { useIdeasTranslation } from '../../../i18n';

type T = ReturnType<typeof useIdeasTranslation>['t'];

/** The message of a refused link: the API's duplicate codes in the reader's language, else a general one. */
export function duplicateFailure(t: T, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return t('duplicates.failed');
  if (error.code === 'FORBIDDEN' || error.code === 'CONFLICT_OF_INTEREST') return t('duplicates.forbidden');
  if (error.code === 'NOT_FOUND') return t('duplicates.notFound');
  const known = t(`duplicates.errors.${error.code}`, { defaultValue: '' });
  return known || error.message || t('duplicates.failed');
}
