/** Exposed as `myPage/routes`: paths relative to /app (the index route is the dashboard at /app). */
import type { RouteObject } from 'react-router';
import { paths } from '@idea-portal/platform';
import { registerMyPageTranslations } from './i18n';
import { DashboardPage } from './features/dashboard/components/DashboardPage';
import { MyPage } from './features/my-page/components/MyPage';
import { WatchedIdeasPage } from './features/watched-ideas/components/WatchedIdeasPage';
import { MyTasksPage } from './features/tasks/components/MyTasksPage';
import { MyIdeasPage } from './features/my-ideas/components/MyIdeasPage';
import { NotificationsPage } from './features/notifications/components/NotificationsPage';
import { ProfilePage } from './features/profile/components/ProfilePage';

registerMyPageTranslations();

export const routes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: paths.app.myPage.path, element: <MyPage /> },
  { path: paths.app.watched.path, element: <WatchedIdeasPage /> },
  { path: paths.app.tasks.path, element: <MyTasksPage /> },
  { path: paths.app.myIdeas.path, element: <MyIdeasPage /> },
  { path: paths.app.notifications.path, element: <NotificationsPage /> },
  { path: paths.app.profile.path, element: <ProfilePage /> },
];

export default routes;
