import { queryOptions, useQuery } from '@tanstack/react-query';
import { TenantSettings } from '@idea-portal/contracts';
import { tenantsApi } from '@idea-portal/platform';

/** GET /admin/settings: the tenant's settings document. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => tenantsApi.get('/admin/settings', TenantSettings, { signal }) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
