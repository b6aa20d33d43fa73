import type {
  AdminStats,
  HealthResponse,
  OrganizationalUnitListResponse,
} from '@idea-portal/contracts';
import { ideasApi, tenantsApi, adminKeys, queryOptions, useQuery } from '@idea-portal/platform';

/** GET /admin/stats (ADMIN only). */
export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats, queryFn: ({ signal }) => ideasApi.get<AdminStats>('/admin/stats', { signal }) });
export const useAdminStats = () => useQuery(adminStatsQueryOptions());

/** GET /health: the API answers 503 with the same body when the database is down. */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.health,
    queryFn: ({ signal }) => ideasApi.get<HealthResponse>('/health', { signal }),
    refetchInterval: 30_000,
  });
export const useHealth = () => useQuery(healthQueryOptions());

export const unitsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.units,
    queryFn: async ({ signal }) =>
      (await tenantsApi.get<OrganizationalUnitListResponse>('/organizational-units', { signal })).organizationalUnits,
  });
export const useUnits = () => useQuery(unitsQueryOptions());

/** Implemented ideas count as "impl." (in implementation or completed). */
export const isImplemented = (status: string) => status === 'implementation' || status === 'completed';

export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
