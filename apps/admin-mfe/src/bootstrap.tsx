import { startStandalone } from '@idea-portal/testing/standalone';
import { paths } from '@idea-portal/platform';

// The shell mounts the admin routes at both /app/admin and /admin: so does the standalone host.
void startStandalone({
  title: 'Admin',
  loadRoutes: () => import('./routes'),
  basePaths: [paths.admin.root.getHref(), '/admin'],
  home: paths.admin.root.getHref(),
  nav: [
    { label: paths.admin.root.getHref(), to: paths.admin.root.getHref() },
    { label: '/admin', to: '/admin' },
  ],
});
