/**
 * The chunk of each page a remote's routes load on demand (the webpackChunkName in its
 * routes.tsx), by the page's path under /app, then the shell's deferred Mantine chunks
 * (`ui-deferred-...`, @idea-portal/ui) the page loads beside it. The shell's site hints the first
 * page's (tools/server/remote-hints.ts), so they load beside the shell's entry instead of after the
 * remote's routes have run. Read by the site only: the browser's entry does not carry the table.
 */
import { remoteOwningSegment, type RemoteKey } from './remotes';

export const PAGE_CHUNKS: Partial<Record<RemoteKey, Readonly<Record<string, readonly string[]>>>> = {
  ideas: {
    ideas: ['ideas-list'],
    'ideas/new': ['idea-form'],
    'ideas/:ideaId': ['idea-detail', 'ui-deferred-idea-page'],
    'ideas/:ideaId/edit': ['idea-edit'],
    discussions: ['ideas-discussions'],
  },
  myPage: {
    'my-page': ['my-page'],
    'my-page/watched': ['my-watched'],
    'my-page/tasks': ['my-tasks'],
    'my-ideas': ['my-ideas'],
    notifications: ['my-notifications'],
    profile: ['my-profile'],
  },
  search: {
    search: ['search-pool'],
    indicators: ['search-indicators'],
    users: ['search-users'],
    accounts: ['search-users'],
    tenants: ['search-tenants'],
    'organization-units': ['search-units'],
  },
};

/**
 * The chunks of the page at `pathname` and the remote that has the first: a `:param` matches one
 * segment, and a path's own word outranks a parameter (ideas/new is New Idea, not an idea). Null
 * for a page without one, and for the admin remote's (never preloaded).
 */
export function firstPageChunks(pathname: string): [RemoteKey, readonly string[]] | null {
  const match = /^\/app\/([^?#]*)/.exec(pathname);
  if (!match) return null;
  const segments = match[1]!.replace(/\/+$/, '').split('/');
  const owner = remoteOwningSegment(segments[0] ?? '');
  if (!owner || owner === 'admin') return null;
  let best: [number, readonly string[]] | null = null;
  for (const [pattern, chunks] of Object.entries(PAGE_CHUNKS[owner] ?? {})) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length || !parts.every((p, i) => p.startsWith(':') || p === segments[i])) continue;
    const literal = parts.filter((p) => !p.startsWith(':')).length;
    if (!best || literal > best[0]) best = [literal, chunks];
  }
  return best ? [owner, best[1]] : null;
}
