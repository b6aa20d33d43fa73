import { startStandalone } from '@idea-portal/testing/standalone';

void startStandalone({
  title: 'Search',
  loadRoutes: () => import('./routes'),
  home: '/app/search',
  nav: [
    { label: 'Search pool', to: '/app/search' },
    { label: 'Key indicators', to: '/app/indicators' },
    { label: 'Users', to: '/app/users' },
    { label: 'Tenants', to: '/app/tenants' },
    { label: 'Organizational units', to: '/app/organization-units' },
  ],
});
