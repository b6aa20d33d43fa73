/**
 * Exposed as `myPage/routes`: paths relative to /app (the index route is the dashboard at /app).
 * Each other page is a chunk of its own, fetched with the deferred Mantine components it uses.
 */
import type { RouteObject } from 'react-router';
import { paths } from '@idea-portal/platform';
import { lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { registerMyPageTranslations } from './i18n';
// The dashboard (/app, where a sign-in lands) comes with the routes: as a chunk of its own it
// would be one more request after them before the first paint, for about 2 kB.
import { DashboardPage } from './features/dashboard/components/DashboardPage';

registerMyPageTranslations();

const MyPage = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "my-page" */ './features/my-page/components/MyPage'), loadDeferredMantine('Table')]).then(([m]) => m.MyPage),
);
const WatchedIdeasPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "my-watched" */ './features/watched-ideas/components/WatchedIdeasPage'),
    loadDeferredMantine('TextInput'),
  ]).then(([m]) => m.WatchedIdeasPage),
);
const MyTasksPage = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "my-tasks" */ './features/tasks/components/MyTasksPage'), loadDeferredMantine('Table')]).then(([m]) => m.MyTasksPage),
);
const MyIdeasPage = lazyComponent(() => import(/* webpackChunkName: "my-ideas" */ './features/my-ideas/components/MyIdeasPage').then((m) => m.MyIdeasPage));
const NotificationsPage = lazyComponent(() =>
  import(/* webpackChunkName: "my-notifications" */ './features/notifications/components/NotificationsPage').then((m) => m.NotificationsPage),
);
// The edit form's hook and fields come with the page, before Edit is pressed.
const ProfilePage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "my-profile" */ './features/profile/components/ProfilePage'),
    loadDeferredMantine('Grid', 'Select', 'TextInput', 'Textarea', 'useForm'),
  ]).then(([m]) => m.ProfilePage),
);

export const routes: RouteObject[] = [
  { index: true, element: <DashboardPage preloadTasks={MyTasksPage.preload} /> },
  { path: paths.app.myPage.path, element: <MyPage /> },
  { path: paths.app.watched.path, element: <WatchedIdeasPage /> },
  { path: paths.app.tasks.path, element: <MyTasksPage /> },
  { path: paths.app.myIdeas.path, element: <MyIdeasPage /> },
  { path: paths.app.notifications.path, element: <NotificationsPage /> },
  { path: paths.app.profile.path, element: <ProfilePage /> },
];

export default routes;
