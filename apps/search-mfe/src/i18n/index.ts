import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';

export const NS = 'search';

/** Registers the 'search' namespace; called at load by every exposed module (idempotent). */
export function registerSearchTranslations() {
  // German is a chunk of its own, loaded when German is in use (English readers never download it).
  registerTranslations(NS, { en, de: () => import(/* webpackChunkName: "search-texts-de" */ './de').then((m) => m.de) });
}

export function useSearchTranslation() {
  return useTranslation(NS);
}
