// First: Module Federation's libraries the remotes take from the shell.
import './remotes/federation-libs';
import { hasStoredUser, startFirstPage } from './remotes/first-page';
import { guardedPath } from './features/auth/lib/guarded-path';
import { likelyLanguage } from '@idea-portal/platform/language';
import { loadGermanTexts } from './i18n/load-german';

// The runtime configuration and the first page's remote code start loading now, beside the
// shell's own libraries (no shared module is used before the async boundary below).
void startFirstPage().catch(() => undefined);
// So do the shell's texts when they are not the English ones it carries.
if (likelyLanguage() === 'de') void loadGermanTexts().catch(() => undefined);
// Signed out on a guarded page: the sign-in code (oidc-client-ts, no shared modules) too; the
// bootstrap starts the sign-in with it (features/auth/lib/early-sign-in.ts).
if (!hasStoredUser() && guardedPath(window.location.pathname)) void import(/* webpackChunkName: "oidc-client" */ 'oidc-client-ts').catch(() => undefined);
// Async boundary: shared modules are negotiated before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
