import { startStandalone } from '@idea-portal/testing/standalone';
import { paths } from '@idea-portal/platform';

void startStandalone({
  title: 'Search',
  loadRoutes: () => import('./routes'),
  home: paths.app.search.getHref(),
  nav: [
    { label: 'Search pool', to: paths.app.search.getHref() },
    { label: 'Key indicators', to: paths.app.indicators.getHref() },
    { label: 'Users', to: paths.app.users.getHref() },
    { label: 'Tenants', to: paths.app.tenants.getHref() },
    { label: 'Organizational units', to: paths.app.organizationUnits.getHref() },
  ],
});
