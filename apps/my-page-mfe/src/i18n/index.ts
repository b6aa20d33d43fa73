import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';
import { de } from './de';

export const NS = 'myPage';

/** Registers the 'myPage' namespace; called at load by every exposed module (idempotent). */
export function registerMyPageTranslations() {
  registerTranslations(NS, { en, de });
}

export function useMyPageTranslation() {
  return useTranslation(NS);
}
