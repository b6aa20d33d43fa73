/**
 * The single-bundle comparison build's stand-in for apps/shell/src/remotes/load-remote.ts: each
 * `remote/module` is a dynamic import of the file the remote exposes (libs/contracts' remote
 * registry), so the shell and the four remotes become one application with no federation.
 */
import type { RemoteKey } from '@idea-portal/contracts';

export type { RemoteKey };

export const DEFAULT_REMOTE_TIMEOUT_MS = 8_000;

const modules: Record<string, () => Promise<unknown>> = {
  'ideas/routes': () => import('../../../apps/ideas-mfe/src/routes'),
  'ideas/LatestIdeas': () => import('../../../apps/ideas-mfe/src/widgets/LatestIdeas'),
  'myPage/routes': () => import('../../../apps/my-page-mfe/src/routes'),
  'myPage/NotificationBell': () => import('../../../apps/my-page-mfe/src/widgets/NotificationBell'),
  'myPage/TaskBadge': () => import('../../../apps/my-page-mfe/src/widgets/TaskBadge'),
  'search/routes': () => import('../../../apps/search-mfe/src/routes'),
  'admin/routes': () => import('../../../apps/admin-mfe/src/routes'),
};

export function configureRemotes(_remotes: Record<string, string>, _options: { timeoutMs?: number } = {}) {}

export async function loadRemoteModule<T>(remote: RemoteKey, module: string): Promise<T> {
  const load = modules[`${remote}/${module}`];
  if (!load) throw new Error(`Remote module ${remote}/${module} is not in the single bundle`);
  return (await load()) as T;
}

/** The single bundle has no remote manifests or entries to fetch ahead: its route chunks load on demand. */
export function preloadFirstPage(_pathname: string) {}
