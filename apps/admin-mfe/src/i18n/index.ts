import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';

export const NS = 'admin';

/** Registers the 'admin' namespace; called at load by every exposed module (idempotent). */
export function registerAdminTranslations() {
  // German is a chunk of its own, loaded when German is in use (English readers never download it).
  registerTranslations(NS, { en, de: () => import(/* webpackChunkName: "admin-texts-de" */ './de').then((m) => m.de) });
}

export function useAdminTranslation() {
  return useTranslation(NS);
}
