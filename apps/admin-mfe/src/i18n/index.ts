import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';
import { de } from './de';

export const NS = 'admin';

/** Registers the 'admin' namespace; called at load by every exposed module (idempotent). */
export function registerAdminTranslations() {
  registerTranslations(NS, { en, de });
}

export function useAdminTranslation() {
  return useTranslation(NS);
}
