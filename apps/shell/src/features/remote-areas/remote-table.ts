import type { RemoteKey } from '../../remotes/load-remote';

/**
 * Which remote owns an `/app/<segment>/...` path (DESIGN.md). The index ('') is the dashboard.
 * `faq` belongs to the shell and `admin` is mounted separately (gated by the server's answer).
 */
export const SEGMENT_REMOTES: Readonly<Record<string, Exclude<RemoteKey, 'admin'>>> = {
  '': 'myPage',
  'my-page': 'myPage',
  'my-ideas': 'myPage',
  notifications: 'myPage',
  profile: 'myPage',
  ideas: 'ideas',
  discussions: 'ideas',
  search: 'search',
  indicators: 'search',
  users: 'search',
  accounts: 'search',
  tenants: 'search',
  'organization-units': 'search',
};

/** The first segment of a path relative to /app ('ideas/42/edit' -> 'ideas'). */
export function firstSegment(pathUnderApp: string): string {
  return pathUnderApp.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
}

/** The remote owning a path under /app, or null (-> the 404 page). */
export function remoteForPath(pathUnderApp: string): Exclude<RemoteKey, 'admin'> | null {
  const segment = firstSegment(pathUnderApp);
  return Object.hasOwn(SEGMENT_REMOTES, segment) ? SEGMENT_REMOTES[segment] : null;
}
