import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { en } from './en';
import { NS_HEADER, registerMyPageHeaderTranslations } from './header';

export const NS = 'myPage';

/** Registers the 'myPage' namespace and the header's; called at load by the routes module (idempotent). */
export function registerMyPageTranslations() {
  registerMyPageHeaderTranslations();
  // German is a chunk of its own, loaded when German is in use (English readers never download it).
  registerTranslations(NS, { en, de: () => import(/* webpackChunkName: "my-page-texts-de" */ './de').then((m) => m.de) });
}

/** My Page's texts; a key it does not have comes from the header's (the notifications' states, 'Unknown'). */
export function useMyPageTranslation() {
  return useTranslation([NS, NS_HEADER], { nsMode: 'fallback' });
}
