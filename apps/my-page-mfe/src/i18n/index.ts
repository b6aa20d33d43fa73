import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';

export const NS = 'myPage';

/** Registers the 'myPage' namespace; called at load by every exposed module (idempotent). */
export function registerMyPageTranslations() {
  // German is a chunk of its own, loaded when German is in use (English readers never download it).
  registerTranslations(NS, { en, de: () => import(/* webpackChunkName: "my-page-texts-de" */ './de').then((m) => m.de) });
}

export function useMyPageTranslation() {
  return useTranslation(NS);
}
