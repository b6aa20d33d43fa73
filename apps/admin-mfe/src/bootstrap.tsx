import { startStandalone } from '@idea-portal/testing/standalone';

// The shell mounts the admin routes at both /app/admin and /admin: so does the standalone host.
void startStandalone({
  title: 'Admin',
  loadRoutes: () => import('./routes'),
  basePaths: ['/app/admin', '/admin'],
  home: '/app/admin',
  nav: [
    { label: '/app/admin', to: '/app/admin' },
    { label: '/admin', to: '/admin' },
  ],
});
