import { isValidElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { RoutePreloadContext } from '@idea-portal/platform';
import { firstPageModules } from '@idea-portal/contracts/remotes';
import { preloadRemoteModule } from './use-remote-module';
import { matchingRoutes, routesOf } from './remote-routes';

/**
 * Once the shell's own code runs, the first page's code is fetched and run too: the header's
 * widgets and the URL's remote routes module (on their way since the entry,
 * src/remotes/first-page.ts), then the page the URL matches, when its route element has a
 * `preload` (a lazy component's, lazyComponent in @idea-portal/ui: its code with the deferred
 * Mantine components it uses; or the route's own, which fetches the page's data too, with the
 * URL's params and the query client: RoutePreloadContext). Resolves when all of them are there
 * (or failed: errors are left to the real load, which retries and shows its fallback). The
 * bootstrap renders after that, so the first render shows the page itself: without it the shell
 * rendered its layout with a loading state, then again for each module that arrived, at a
 * quarter second a render on a slow CPU.
 * Not the admin area (loaded only for an admin, after the check).
 */
export async function preloadFirstRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  await Promise.all(
    firstPageModules(pathname).map(async ([remote, module]) => {
      try {
        const mod = await preloadRemoteModule(remote, module);
        if (module !== 'routes') return;
        const pages = matchingRoutes(routesOf(mod, remote), pathname.replace(/^\/app\/?/, '')).map(({ route, params }) => {
          const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
          const preload = (type as { preload?: unknown } | undefined)?.preload;
          return typeof preload === 'function' ? (preload as (context: RoutePreloadContext) => Promise<void>)({ params, queryClient }) : undefined;
        });
        await Promise.all(pages);
      } catch {
        // The area's own load retries and shows its fallback.
      }
    }),
  );
}
