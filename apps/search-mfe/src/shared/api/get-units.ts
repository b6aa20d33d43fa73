import type { OrganizationalUnitListResponse, TenantListResponse } from '@idea-portal/contracts';
import { tenantsApi, searchKeys, queryOptions, useQuery } from '@idea-portal/platform';

export const unitsQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.units,
    queryFn: async ({ signal }) =>
      (await tenantsApi.get<OrganizationalUnitListResponse>('/organizational-units', { signal })).organizationalUnits,
  });

export function useUnits() {
  return useQuery(unitsQueryOptions());
}

/** Tenant names for the tenant column. */
export function useTenantNames() {
  return useQuery({
    queryKey: searchKeys.tenants,
    queryFn: async ({ signal }) => (await tenantsApi.get<TenantListResponse>('/tenants', { signal })).tenants,
    select: (tenants) => new Map(tenants.map((x) => [x.id, x.name])),
  });
}
