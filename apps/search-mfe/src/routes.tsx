/**
 * Exposed as `search/routes`: paths relative to /app. Each page is a chunk of its own, fetched
 * with the deferred Mantine components it uses.
 */
import type { RouteObject } from 'react-router';
import { paths } from '@idea-portal/platform';
import { lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { registerSearchTranslations } from './i18n';

registerSearchTranslations();

const SearchPoolPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "search-pool" */ './pages/search-pool/SearchPoolPage'),
    loadDeferredMantine('Checkbox', 'Grid', 'Radio', 'Select', 'Switch', 'TextInput'),
  ]).then(([m]) => m.SearchPoolPage),
);
const IndicatorsPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "search-indicators" */ './features/indicators/components/IndicatorsPage'),
    loadDeferredMantine('Pagination', 'Select', 'Table', 'TextInput'),
  ]).then(([m]) => m.IndicatorsPage),
);
const UsersPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "search-users" */ './features/users/components/UsersPage'),
    loadDeferredMantine('Pagination', 'Select', 'Table', 'TextInput'),
  ]).then(([m]) => m.UsersPage),
);
const TenantsPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "search-tenants" */ './features/tenants/components/TenantsPage'),
    loadDeferredMantine('Pagination', 'Select', 'Table'),
  ]).then(([m]) => m.TenantsPage),
);
const OrganizationUnitsPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "search-units" */ './features/organization-units/components/OrganizationUnitsPage'),
    loadDeferredMantine('Pagination', 'Select', 'Table'),
  ]).then(([m]) => m.OrganizationUnitsPage),
);

export const routes: RouteObject[] = [
  { path: paths.app.search.path, element: <SearchPoolPage /> },
  { path: paths.app.indicators.path, element: <IndicatorsPage /> },
  { path: paths.app.users.path, element: <UsersPage variant="users" /> },
  { path: paths.app.accounts.path, element: <UsersPage variant="accounts" /> },
  { path: paths.app.tenants.path, element: <TenantsPage /> },
  { path: paths.app.organizationUnits.path, element: <OrganizationUnitsPage /> },
];

export default routes;
