import { startStandalone } from '@idea-portal/testing/standalone';
import { paths } from '@idea-portal/platform';

void startStandalone({
  title: 'My Page',
  loadRoutes: () => import('./routes'),
  loadWidgets: async () => ({
    TaskBadge: (await import('./widgets/TaskBadge')).default,
    NotificationBell: (await import('./widgets/NotificationBell')).default,
  }),
  nav: [
    { label: 'Dashboard', to: paths.app.root.getHref() },
    { label: 'My Page', to: paths.app.myPage.getHref() },
    { label: 'Watched', to: paths.app.watched.getHref() },
    { label: 'Tasks', to: paths.app.tasks.getHref() },
    { label: 'My Ideas', to: paths.app.myIdeas.getHref() },
    { label: 'Notifications', to: paths.app.notifications.getHref() },
    { label: 'Profile', to: paths.app.profile.getHref() },
  ],
});
