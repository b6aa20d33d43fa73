/**
 * Exposed as `admin/routes`: paths relative to the admin base, because the shell mounts them at
 * both /app/admin and /admin. A pathless layout finds the base, so every link works under both.
 */
import type { RouteObject } from 'react-router';
import { paths } from '@idea-portal/platform';
import { loadDeferredMantine } from '@idea-portal/ui';
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
// This area's screens use Mantine components that load in chunks of their own: start them now.
void loadDeferredMantine('Pagination', 'SegmentedControl', 'Select', 'Switch', 'TagsInput', 'Textarea', 'useForm');

export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: paths.admin.users.path, element: <UserManagementPage /> },
      { path: paths.admin.organizations.path, element: <OrganizationsPage /> },
      { path: paths.admin.categories.path, element: <CategoriesPage /> },
      { path: paths.admin.settings.path, element: <SettingsPage /> },
      { path: paths.admin.activity.path, element: <ActivityPage /> },
      { path: paths.admin.ideas.path, element: <AdminIdeasPage /> },
    ],
  },
];

export default routes;
