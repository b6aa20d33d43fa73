// First: Module Federation's libraries the remotes take from the shell.
import './remotes/federation-libs';
import { startFirstPage } from './remotes/first-page';
import { likelyLanguage } from '@idea-portal/platform/language';
import { loadGermanTexts } from './i18n/load-german';

// The runtime configuration and the first page's remote code start loading now, beside the
// shell's own libraries (no shared module is used before the async boundary below).
void startFirstPage().catch(() => undefined);
// So do the shell's texts when they are not the English ones it carries.
if (likelyLanguage() === 'de') void loadGermanTexts().catch(() => undefined);
// Async boundary: shared modules are negotiated before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
