import { type OrganizationRow, OrganizationUpdateInput, type OrganizationUpdateInputRaw } from '@idea-portal/contracts';
import { adminKeys, tenantsApi, useMutation, useQueryClient } from '@idea-portal/platform';
import { isVersionConflict } from '../../../shared/api/errors';

/** PATCH /admin/organizations/{id} with the version read: 409 CONFLICT for a taken name, 409 VERSION_CONFLICT when stale, 404 for a unit that is gone. */
export const updateOrganization = (id: string, body: OrganizationUpdateInputRaw) =>
  tenantsApi.request<OrganizationRow>(`/admin/organizations/${encodeURIComponent(id)}`, { method: 'PATCH', body: OrganizationUpdateInput.parse(body) });

/** Units appear in the organisations table, the users' unit filter and the admin stats: refresh them. */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.organizationsAll }),
      queryClient.invalidateQueries({ queryKey: adminKeys.units }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OrganizationUpdateInputRaw }) => updateOrganization(id, body),
    onSuccess: refresh,
    // Someone else saved the unit meanwhile (409 VERSION_CONFLICT): show their version.
    onError: (error) => (isVersionConflict(error) ? refresh() : undefined),
  });
}
