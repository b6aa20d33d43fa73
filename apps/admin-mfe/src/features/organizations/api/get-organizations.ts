import type { OrganizationListResponse, OrganizationListQueryInput } from '@idea-portal/contracts';
import { tenantsApi, adminKeys, keepPreviousData, queryOptions, useQuery } from '@idea-portal/platform';

/** GET /admin/organizations: the tenant's units with counts, filtered, sorted and paged by the API. */
export const organizationsQueryOptions = (query: OrganizationListQueryInput) =>
  queryOptions({
    queryKey: adminKeys.organizations(query),
    queryFn: ({ signal }) =>
      tenantsApi.get<OrganizationListResponse>('/admin/organizations', { signal, query: query as Record<string, string | number | undefined> }),
    placeholderData: keepPreviousData,
  });

export function useOrganizations(query: OrganizationListQueryInput) {
  return useQuery(organizationsQueryOptions(query));
}
