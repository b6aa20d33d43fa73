import type { ReactNode } from 'react';
import { useParams, useRoutes } from '@idea-portal/platform';
import type { RouteObject } from 'react-router';
import { hasMatchingRoute } from './remote-routes';

function MatchedRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders a remote's route tree below the current splat route; no match -> the shell's 404. */
export function RemoteRoutes({ routes, notFound }: { routes: RouteObject[]; notFound: ReactNode }) {
  const rest = useParams()['*'] ?? '';
  if (!hasMatchingRoute(routes, rest)) return <>{notFound}</>;
  return <MatchedRoutes routes={routes} />;
}
