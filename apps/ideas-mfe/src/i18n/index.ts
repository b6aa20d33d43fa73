import { useTranslation } from 'react-i18next';
import { registerTranslations } from '@idea-portal/platform';
import { en } from './en';
import { de } from './de';

export const NS = 'ideas';

/** Registers the 'ideas' namespace; called at load by every exposed module (idempotent). */
export function registerIdeasTranslations() {
  registerTranslations(NS, { en, de });
}

export function useIdeasTranslation() {
  return useTranslation(NS);
}
