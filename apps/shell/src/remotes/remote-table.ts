import { remoteOwningSegment, type RemoteKey } from '@idea-portal/contracts';

/** The first segment of a path relative to /app ('ideas/42/edit' -> 'ideas'). */
export function firstSegment(pathUnderApp: string): string {
  return pathUnderApp.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
}

/**
 * The remote owning a path under /app (from the remote registry; '' is the dashboard), or null
 * (-> the 404 page). `faq` belongs to the shell and `admin` is mounted separately (gated by the
 * server's answer), so neither is rendered here.
 */
export function remoteForPath(pathUnderApp: string): Exclude<RemoteKey, 'admin'> | null {
  const owner = remoteOwningSegment(firstSegment(pathUnderApp));
  return owner === 'admin' ? null : owner;
}
