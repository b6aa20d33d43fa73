/**
 * Exposed as `admin/routes`: paths relative to the admin base, because the shell mounts them at
 * both /app/admin and /admin. A pathless layout finds the base, so every link works under both.
 */
import type { RouteObject } from 'react-router';
import { registerAdminTranslations } from './i18n';
import { AdminLayout } from './shared/components/AdminLayout';
import { AdminDashboardPage } from './features/dashboard/components/AdminDashboardPage';
import { UserManagementPage } from './features/users/components/UserManagementPage';
import { OrganizationsPage } from './features/organizations/components/OrganizationsPage';
import { CategoriesPage } from './features/categories/components/CategoriesPage';
import { SettingsPage } from './features/settings/components/SettingsPage';
import { ActivityPage } from './features/activity/components/ActivityPage';
import { AdminIdeasPage } from './features/ideas/components/AdminIdeasPage';

registerAdminTranslations();

export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: 'users', element: <UserManagementPage /> },
      { path: 'organizations', element: <OrganizationsPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'activity', element: <ActivityPage /> },
      { path: 'ideas', element: <AdminIdeasPage /> },
    ],
  },
];

export default routes;
