import { registerTranslations } from '@idea-portal/platform';
import { loadHeaderDe, NS_HEADER } from './header';
import { notificationTextsEn } from './notification-texts.en';

/**
 * Adds the notification rows' texts to the 'myPageHeader' namespace; called at load by the row's
 * module (the bell's panel, the notifications page), so the header of every page does not carry
 * one sentence per event kind. German comes whole with the namespace's German chunk.
 */
export function registerNotificationTexts() {
  registerTranslations(NS_HEADER, { en: notificationTextsEn, de: loadHeaderDe });
}
