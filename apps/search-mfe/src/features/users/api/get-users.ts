import type { OrganizationalUnitListResponse, UserListResponse } from '@idea-portal/contracts';
import { tenantsApi, usersApi, searchKeys, infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@idea-portal/platform';

export interface UserFilters {
  givenName: string;
  familyName: string;
  email: string;
  position: string;
  organizationalUnit: string | null;
}

export const EMPTY_USER_FILTERS: UserFilters = { givenName: '', familyName: '', email: '', position: '', organizationalUnit: null };
export const USERS_PAGE_SIZE = 20;

/** GET /users with the spec's filters, paged with nextPageToken (sent back as lastEvaluatedKey). */
export const usersQueryOptions = (filters: UserFilters) =>
  infiniteQueryOptions({
    queryKey: searchKeys.users(filters),
    queryFn: ({ pageParam, signal }) =>
      usersApi.get<UserListResponse>('/users', {
        signal,
        query: {
          pageSize: USERS_PAGE_SIZE,
          lastEvaluatedKey: pageParam ?? undefined,
          givenName: filters.givenName.trim() || undefined,
          familyName: filters.familyName.trim() || undefined,
          email: filters.email.trim() || undefined,
          position: filters.position.trim() || undefined,
          organizationalUnits: filters.organizationalUnit ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.nextPageToken : null),
  });

export function useUsers(filters: UserFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}

/** Unit options for the filter. */
export const unitOptionsQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.units,
    queryFn: async ({ signal }) =>
      (await tenantsApi.get<OrganizationalUnitListResponse>('/organizational-units', { signal })).organizationalUnits,
  });

export function useUnitOptions() {
  return useQuery(unitOptionsQueryOptions());
}
