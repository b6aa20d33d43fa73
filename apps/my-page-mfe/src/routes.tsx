/** Exposed as `myPage/routes`: paths relative to /app (the index route is the dashboard at /app). */
import type { RouteObject } from 'react-router';
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
  { path: 'my-page', element: <MyPage /> },
  { path: 'my-page/watched', element: <WatchedIdeasPage /> },
  { path: 'my-page/tasks', element: <MyTasksPage /> },
  { path: 'my-ideas', element: <MyIdeasPage /> },
  { path: 'notifications', element: <NotificationsPage /> },
  { path: 'profile', element: <ProfilePage /> },
];

export default routes;
