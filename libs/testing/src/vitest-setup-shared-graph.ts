/**
 * Setup of the `web` project, whose files share one module graph per worker: what a module keeps
 * from one file to the next is put back. The language (the one i18next instance: a file that ended
 * in German would start the next one in German), and the toasts (Mantine's notifications store: a
 * toast left from another test would be found twice, or queue a new one behind it).
 */
import { afterEach } from 'vitest';
import { notifications } from '../../ui/src/mantine';
// The module itself, not @idea-portal/platform's index: a test file may still mock what the index imports.
import { i18n } from '../../platform/src/i18n/i18n';

if (i18n.isInitialized && i18n.language !== 'en') await i18n.changeLanguage('en');

afterEach(() => {
  notifications.clean();
});
