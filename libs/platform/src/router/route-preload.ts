import type { QueryClient } from '@tanstack/react-query';

/**
 * What the shell hands the `preload` of a remote route's element for the first page
 * (apps/shell/src/remotes/preload-first-route.ts): the URL's params and the portal's
 * query client, so that a route can fetch its page's data beside its code. The shell's first
 * render waits for it, and then shows the page with its data at once.
 */
export interface RoutePreloadContext {
  params: Readonly<Record<string, string | undefined>>;
  queryClient: QueryClient;
}
