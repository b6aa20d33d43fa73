// First: Module Federation's libraries the remotes take from the shell.
import './remotes/federation-libs';
import { startFirstPage } from './remotes/first-page';

// The runtime configuration and the first page's remote code start loading now, beside the
// shell's own libraries (no shared module is used before the async boundary below).
void startFirstPage().catch(() => undefined);
// Async boundary: shared modules are negotiated before any of them is evaluated.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
