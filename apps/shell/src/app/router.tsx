import { PortalRouter, useRoutes } from '@idea-portal/platform';
import { appRoutes } from './routes';

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function AppRouter() {
  return (
    <PortalRouter>
      <AppRoutes />
    </PortalRouter>
  );
}
