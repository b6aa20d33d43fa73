/** Exposed as `search/routes`: paths relative to /app. */
import type { RouteObject } from 'react-router';
import { registerSearchTranslations } from './i18n';
import { SearchPoolPage } from './features/search-pool/components/SearchPoolPage';
import { IndicatorsPage } from './features/indicators/components/IndicatorsPage';
import { UsersPage } from './features/users/components/UsersPage';
import { TenantsPage } from './features/tenants/components/TenantsPage';
import { OrganizationUnitsPage } from './features/organization-units/components/OrganizationUnitsPage';

registerSearchTranslations();

export const routes: RouteObject[] = [
  { path: 'search', element: <SearchPoolPage /> },
  { path: 'indicators', element: <IndicatorsPage /> },
  { path: 'users', element: <UsersPage variant="users" /> },
  { path: 'accounts', element: <UsersPage variant="accounts" /> },
  { path: 'tenants', element: <TenantsPage /> },
  { path: 'organization-units', element: <OrganizationUnitsPage /> },
];

export default routes;
