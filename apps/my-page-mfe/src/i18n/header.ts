import { registerTranslations, useTranslation } from '@idea-portal/platform';
import { headerEn } from './header.en';

/** The header widgets' texts: every page of the portal shows the bell and the task badge, not My Page's pages. */
export const NS_HEADER = 'myPageHeader';

/** The German texts of the namespace, the rows' included (./notification-texts). */
export const loadHeaderDe = () => import(/* webpackChunkName: "my-page-texts-de" */ './header.de').then((m) => m.headerDe);

/** Registers the 'myPageHeader' namespace; called at load by the widgets' exposed modules (idempotent). */
export function registerMyPageHeaderTranslations() {
  // German is a chunk of its own, loaded when German is in use (English readers never download it).
  registerTranslations(NS_HEADER, { en: headerEn, de: loadHeaderDe });
}

export function useMyPageHeaderTranslation() {
  return useTranslation(NS_HEADER);
}
