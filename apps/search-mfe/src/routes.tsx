/** Exposed as `search/routes`: paths relative to /app. */
import type { RouteObject } from 'react-router';
import { paths } from '@idea-portal/platform';
import { loadDeferredMantine } from '@idea-portal/ui';
import { registerSearchTranslations } from './i18n';
import { SearchPoolPage } from './features/search-pool/components/SearchPoolPage';
import { IndicatorsPage } from './features/indicators/components/IndicatorsPage';
import { UsersPage } from './features/users/components/UsersPage';
import { TenantsPage } from './features/tenants/components/TenantsPage';
import { OrganizationUnitsPage } from './features/organization-units/components/OrganizationUnitsPage';

registerSearchTranslations();
// This area's screens use Mantine components that load in chunks of their own: start them now.
void loadDeferredMantine('Checkbox', 'Pagination', 'Paper', 'Radio', 'Select', 'Switch');

export const routes: RouteObject[] = [
  { path: paths.app.search.path, element: <SearchPoolPage /> },
  { path: paths.app.indicators.path, element: <IndicatorsPage /> },
  { path: paths.app.users.path, element: <UsersPage variant="users" /> },
  { path: paths.app.accounts.path, element: <UsersPage variant="accounts" /> },
  { path: paths.app.tenants.path, element: <TenantsPage /> },
  { path: paths.app.organizationUnits.path, element: <OrganizationUnitsPage /> },
];

export default routes;
