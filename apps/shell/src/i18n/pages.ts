import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { pagesEn } from './pages.en';

/**
 * The texts of the terms, privacy and FAQ pages (namespace 'shellPages'): registered when one of
 * those pages loads, so they are not in the first load of the portal; German loads when in use.
 */
export const SHELL_PAGES_NS = 'shellPages';

registerTranslations(SHELL_PAGES_NS, { en: pagesEn, de: () => import(/* webpackChunkName: "shell-pages-texts-de" */ './pages.de').then((m) => m.pagesDe) });

export function useShellPagesText() {
  return useTranslation(SHELL_PAGES_NS);
}
