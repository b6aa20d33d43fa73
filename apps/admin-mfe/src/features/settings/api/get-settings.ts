import { type TenantSettings, TenantSettingsUpdate } from '@idea-portal/contracts';
import { tenantsApi, adminKeys, searchKeys, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

/** GET /admin/settings: the tenant's settings document. */
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.settings, queryFn: ({ signal }) => tenantsApi.get<TenantSettings>('/admin/settings', { signal }) });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}

/** PUT /admin/settings: the whole document; answers the stored settings. */
export const putSettings = (body: TenantSettingsUpdate) =>
  tenantsApi.request<TenantSettings>('/admin/settings', { method: 'PUT', body: TenantSettingsUpdate.parse(body) });

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsQueryOptions().queryKey, saved);
      // The tenant's name, language and currency are shown by the search remote's tenant list.
      await queryClient.invalidateQueries({ queryKey: searchKeys.tenants });
    },
  });
}
