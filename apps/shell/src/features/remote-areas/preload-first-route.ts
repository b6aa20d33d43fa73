import { isValidElement } from 'react';
import { firstPageModules } from '@idea-portal/contracts/remotes';
import { loadRemoteModule } from '../../remotes/load-remote';
import { matchingRoutes, routesOf } from './remote-routes';

/**
 * Once the shell's own code runs, the first page's code starts loading too: its remote's routes
 * module (on its way since the entry, src/remotes/first-page.ts), then the page the URL matches,
 * when its route element is a lazy component (`preload()`, lazyComponent in @idea-portal/ui), with
 * the deferred Mantine components it loads beside it. Without this the page's chunks were asked
 * for when it first rendered, after the session check: about 0.5 s later on the throttled bench.
 * Not the admin area (loaded only for an admin, after the check). Errors are left to the real load.
 */
export async function preloadFirstRoute(pathname: string): Promise<void> {
  const owner = firstPageModules(pathname).find(([, module]) => module === 'routes');
  if (!owner) return;
  const [remote] = owner;
  try {
    const routes = routesOf(await loadRemoteModule(remote, 'routes'), remote);
    for (const { route } of matchingRoutes(routes, pathname.replace(/^\/app\/?/, ''))) {
      const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
      const preload = (type as { preload?: unknown } | undefined)?.preload;
      if (typeof preload === 'function') void (preload as () => Promise<void>)();
    }
  } catch {
    // The area's own load retries and shows its fallback.
  }
}
