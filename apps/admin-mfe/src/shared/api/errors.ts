import { ApiRequestError } from '@idea-portal/platform';

type Translate = (key: string) => string;

/** The API's stable error code of a failed call ('NETWORK_ERROR' without an answer). */
export const errorCode = (error: unknown): string | null => (error instanceof ApiRequestError ? error.code : null);

/**
 * A message for a failed admin write: the known codes in the user's language, otherwise the
 * API's own message. `context` picks the wording of a 409 CONFLICT (a taken name or e-mail).
 */
export function adminErrorMessage(error: unknown, t: Translate, context?: { conflict?: string }): string {
  switch (errorCode(error)) {
    case 'SELF_MODIFICATION_FORBIDDEN':
      return t('errors.selfModification');
    case 'CATEGORY_IN_USE':
      return t('errors.categoryInUse');
    case 'VERSION_CONFLICT':
      return t('errors.versionConflict');
    case 'USER_INACTIVE':
      return t('errors.userInactive');
    case 'INVITATION_NOT_PENDING':
      return t('errors.invitationNotPending');
    case 'PASSWORD_NOT_MANAGED':
      return t('errors.passwordNotManaged');
    case 'MAIL_FAILED':
      return t('errors.mailFailed');
    case 'CONFLICT':
      return context?.conflict ?? (error as Error).message;
    case 'FORBIDDEN':
      return t('errors.forbidden');
    case 'NOT_FOUND':
      return t('errors.notFound');
    case 'NETWORK_ERROR':
      return t('errors.network');
    case 'INTERNAL':
      return t('errors.internal');
    case null:
      return t('errors.internal');
    default:
      return (error as Error).message;
  }
}

/** Someone else saved the same row meanwhile (409 VERSION_CONFLICT): the screen reloads it. */
export const isVersionConflict = (error: unknown) => errorCode(error) === 'VERSION_CONFLICT';

/** The domain of a 409 DOMAIN_TAKEN (another tenant holds it), else null. */
export function takenDomain(error: unknown): string | null {
  if (errorCode(error) !== 'DOMAIN_TAKEN') return null;
  const details = (error as { details?: { message: string }[] }).details;
  return details?.[0]?.message ?? '';
}
