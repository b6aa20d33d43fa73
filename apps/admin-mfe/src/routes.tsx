/**
 * Exposed as `admin/routes`: paths relative to the admin base, because the shell mounts them at
 * both /app/admin and /admin. A pathless layout finds the base, so every link works under both.
 * Each page is a chunk of its own, fetched with the deferred Mantine components it uses.
 */
import type { RouteObject } from 'react-router';
import { paths } from '@idea-portal/platform';
import { lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { registerAdminTranslations } from './i18n';
import { AdminLayout } from './shared/components/AdminLayout';

registerAdminTranslations();

const AdminDashboardPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-dashboard" */ './features/dashboard/components/AdminDashboardPage'),
    loadDeferredMantine('Grid', 'SegmentedControl'),
  ]).then(([m]) => m.AdminDashboardPage),
);
const UserManagementPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-users" */ './features/users/components/UserManagementPage'),
    loadDeferredMantine('Checkbox', 'Pagination', 'Select', 'Table', 'TextInput', 'useForm'),
  ]).then(([m]) => m.UserManagementPage),
);
const OrganizationsPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-organizations" */ './features/organizations/components/OrganizationsPage'),
    loadDeferredMantine('Pagination', 'SegmentedControl', 'Select', 'Table', 'TextInput', 'useForm'),
  ]).then(([m]) => m.OrganizationsPage),
);
const CategoriesPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-categories" */ './features/categories/components/CategoriesPage'),
    loadDeferredMantine('Pagination', 'Select', 'Table', 'TextInput', 'Textarea', 'useForm'),
  ]).then(([m]) => m.CategoriesPage),
);
const SettingsPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-settings" */ './features/settings/components/SettingsPage'),
    loadDeferredMantine('NumberInput', 'Select', 'Switch', 'TagsInput', 'TextInput', 'useForm'),
  ]).then(([m]) => m.SettingsPage),
);
const PremiumRulesPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-premium-rules" */ './features/premium-rules/components/PremiumRulesPage'),
    loadDeferredMantine('NumberInput', 'Switch', 'Table', 'TextInput', 'useForm'),
  ]).then(([m]) => m.PremiumRulesPage),
);
const PayrollExportPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-payroll" */ './features/payroll/components/PayrollExportPage'),
    loadDeferredMantine('Table', 'TextInput'),
  ]).then(([m]) => m.PayrollExportPage),
);
const ActivityPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-activity" */ './features/activity/components/ActivityPage'),
    loadDeferredMantine('Pagination', 'Select'),
  ]).then(([m]) => m.ActivityPage),
);
const AdminIdeasPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "admin-ideas" */ './features/ideas/components/AdminIdeasPage'),
    loadDeferredMantine('Pagination', 'Select', 'Table'),
  ]).then(([m]) => m.AdminIdeasPage),
);

export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminDashboardPage /> },
      { path: paths.admin.users.path, element: <UserManagementPage /> },
      { path: paths.admin.organizations.path, element: <OrganizationsPage /> },
      { path: paths.admin.categories.path, element: <CategoriesPage /> },
      { path: paths.admin.settings.path, element: <SettingsPage /> },
      // The premium rules of the works agreement (issue 39).
      { path: 'premium-rules', element: <PremiumRulesPage /> },
      // The payroll export of released premiums (issue 39).
      { path: 'payroll-export', element: <PayrollExportPage /> },
      { path: paths.admin.activity.path, element: <ActivityPage /> },
      { path: paths.admin.ideas.path, element: <AdminIdeasPage /> },
    ],
  },
];

export default routes;
