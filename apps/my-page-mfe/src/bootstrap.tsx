import { startStandalone } from '@idea-portal/testing/standalone';

void startStandalone({
  title: 'My Page',
  loadRoutes: () => import('./routes'),
  loadWidgets: async () => ({
    TaskBadge: (await import('./widgets/TaskBadge')).default,
    NotificationBell: (await import('./widgets/NotificationBell')).default,
  }),
  nav: [
    { label: 'Dashboard', to: '/app' },
    { label: 'My Page', to: '/app/my-page' },
    { label: 'Watched', to: '/app/my-page/watched' },
    { label: 'Tasks', to: '/app/my-page/tasks' },
    { label: 'My Ideas', to: '/app/my-ideas' },
    { label: 'Notifications', to: '/app/notifications' },
    { label: 'Profile', to: '/app/profile' },
  ],
});
