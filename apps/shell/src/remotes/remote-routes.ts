import { matchRoutes } from '@idea-portal/platform';
import type { RouteObject } from 'react-router';

/** A remote's `./routes` module: `export const routes: RouteObject[]` (or a default export). */
export interface RoutesModule {
  routes?: RouteObject[];
  default?: RouteObject[];
}

export function routesOf(mod: unknown, remote: string): RouteObject[] {
  const m = mod as RoutesModule | null;
  const routes = m?.routes ?? m?.default;
  if (!Array.isArray(routes)) throw new Error(`Remote "${remote}" does not export routes`);
  return routes;
}

/** The remote's routes that match this path (relative to its base), outermost first. */
export function matchingRoutes(routes: RouteObject[], pathUnderBase: string) {
  return matchRoutes(routes, `/${pathUnderBase.replace(/^\/+/, '')}`) ?? [];
}

/** The 404 decision: does any of the remote's routes match this path (relative to its base)? */
export function hasMatchingRoute(routes: RouteObject[], pathUnderBase: string): boolean {
  return matchingRoutes(routes, pathUnderBase).length > 0;
}
