import type { ReactNode } from 'react';
import { useParams } from '@idea-portal/platform';
import { remoteForPath } from './remote-table';
import { routesOf } from './remote-routes';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRoutes } from './RemoteRoutes';

/** `/app/*`: picks the remote by the first path segment and renders its routes (relative to /app). */
export function RemoteOutlet({ notFound }: { notFound: ReactNode }) {
  const rest = useParams()['*'] ?? '';
  const remote = remoteForPath(rest);
  if (!remote) return <>{notFound}</>;
  return (
    <RemoteBoundary<unknown> key={remote} remote={remote} module="routes">
      {(mod) => <RemoteRoutes routes={routesOf(mod, remote)} notFound={notFound} />}
    </RemoteBoundary>
  );
}
