import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';

export const NS = 'ideas';

// German is a chunk of its own, loaded when German is in use (English readers never download it).
const de = () => import(/* webpackChunkName: "ideas-texts-de" */ './de').then((m) => m.de);

/**
 * Registers the 'ideas' namespace; called at load by every exposed module (idempotent). The
 * workflow panels' texts (./workflow.ts) and the History tab's field labels (./history.ts) are
 * namespaces of their own, registered by the parts of the idea page that show them.
 */
export function registerIdeasTranslations() {
  registerTranslations(NS, { en, de });
}

/**
 * A part's own English texts (./<part>.en.ts: the comments, the History tab, the revision request,
 * the discussions), merged into the namespace when the part's chunk loads: the routes' texts carry
 * only what the first pages show. German has them all in its one chunk.
 */
export function registerIdeasPartTexts(texts: Record<string, unknown>) {
  registerTranslations(NS, { en: texts, de });
}

export function useIdeasTranslation() {
  return useTranslation(NS);
}
