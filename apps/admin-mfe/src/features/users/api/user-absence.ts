import { AbsenceInput, type AbsenceResponse } from '@idea-portal/contracts';
import { usersApi, adminKeys, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

const absenceKey = (id: string) => [...adminKeys.all, 'user-absence', id] as const;
const path = (id: string) => `/admin/users/${encodeURIComponent(id)}/absence`;

/** GET /admin/users/{id}/absence: a person's absence and deputy (ADMIN). */
export function useUserAbsence(id: string) {
  return useQuery({ queryKey: absenceKey(id), queryFn: ({ signal }) => usersApi.get<AbsenceResponse>(path(id), { signal }) });
}

/** PUT (set) or DELETE (end) a person's absence for them (ADMIN). */
export function useUserAbsenceChange(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: AbsenceResponse) => queryClient.setQueryData(absenceKey(id), answer);
  const save = useMutation({ mutationFn: (body: AbsenceInput) => usersApi.request<AbsenceResponse>(path(id), { method: 'PUT', body: AbsenceInput.parse(body) }), onSuccess });
  const clear = useMutation({ mutationFn: () => usersApi.request<AbsenceResponse>(path(id), { method: 'DELETE' }), onSuccess });
  return { save, clear };
}
