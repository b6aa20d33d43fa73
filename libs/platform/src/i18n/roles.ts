import { useTranslation } from 'react-i18next';
import { normalizeLanguage, type Language } from './i18n';

type AppRole = 'ADMIN' | 'EVALUATORS' | 'CREATORS' | 'VIEWERS';

/**
 * One name per application role across every remote. The admin screens' names (Admin, Reviewer,
 * User) are the product's; CREATORS is the creator of ideas.
 */
export const ROLE_LABELS: Record<Language, Record<AppRole, string>> = {
  en: { ADMIN: 'Admin', EVALUATORS: 'Reviewer', CREATORS: 'Creator', VIEWERS: 'User' },
  de: { ADMIN: 'Administrator', EVALUATORS: 'Prüfer', CREATORS: 'Ersteller', VIEWERS: 'Benutzer' },
};

export function roleLabel(role: string, language: string | undefined) {
  return ROLE_LABELS[normalizeLanguage(language)][role as AppRole] ?? role;
}

/** The role's label in the current language; re-renders when the language changes. */
export function useRoleLabel() {
  const { i18n } = useTranslation();
  return (role: string) => roleLabel(role, i18n.language);
}
