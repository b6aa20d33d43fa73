import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';

export const NS = 'ideas';

/**
 * Registers the 'ideas' namespace; called at load by every exposed module (idempotent). The
 * workflow panels' texts (./workflow.ts) and the History tab's field labels (./history.ts) are
 * namespaces of their own, registered by the parts of the idea page that show them.
 */
export function registerIdeasTranslations() {
  // German is a chunk of its own, loaded when German is in use (English readers never download it).
  registerTranslations(NS, { en, de: () => import(/* webpackChunkName: "ideas-texts-de" */ './de').then((m) => m.de) });
}

export function useIdeasTranslation() {
  return useTranslation(NS);
}
