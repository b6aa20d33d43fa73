import type { TenantListResponse } from '@idea-portal/contracts';
import { tenantsApi, searchKeys, queryOptions, useQuery } from '@idea-portal/platform';

export const tenantsQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.tenants,
    queryFn: async ({ signal }) => (await tenantsApi.get<TenantListResponse>('/tenants', { signal })).tenants,
  });

export function useTenants() {
  return useQuery(tenantsQueryOptions());
}
