import { type TenantSettings, TenantSettingsUpdate } from '@idea-portal/contracts';
import { tenantsApi, adminKeys, searchKeys, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';
import { isVersionConflict } from '../../../shared/api/errors';

/** GET /admin/settings: the tenant's settings document. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => tenantsApi.get<TenantSettings>('/admin/settings', { signal }) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** PUT /admin/settings: the whole document with the version read; answers the stored settings (409 VERSION_CONFLICT when stale, DOMAIN_TAKEN for another tenant's domain). */
export const putSettings = (body: TenantSettingsUpdate) =>
  tenantsApi.request<TenantSettings>('/admin/settings', { method: 'PUT', body: TenantSettingsUpdate.parse(body) });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    // Someone else saved meanwhile (409 VERSION_CONFLICT): load their version (the form starts from it).
    onError: (error) => (isVersionConflict(error) ? queryClient.invalidateQueries({ queryKey: adminKeys.settings }) : undefined),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, saved);
      // The tenant's name, language and currency are shown by the search remote's tenant list.
      await queryClient.invalidateQueries({ queryKey: searchKeys.tenants });
    },
  });
}
