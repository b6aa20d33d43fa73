import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';
import { de } from './de';

export const NS = 'search';

/** Registers the 'search' namespace; called at load by every exposed module (idempotent). */
export function registerSearchTranslations() {
  registerTranslations(NS, { en, de });
}

export function useSearchTranslation() {
  return useTranslation(NS);
}
