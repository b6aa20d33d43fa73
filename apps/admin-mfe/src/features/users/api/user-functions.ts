import { UserFunctionsInput, type UserFunctions } from '@idea-portal/contracts';
import { usersApi, adminKeys, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

/** Under the admin keys: a change of functions refreshes the users list and the activity log too. */
const functionsKey = (id: string) => [...adminKeys.all, 'user-functions', id] as const;

/**
 * GET /users/{id}/functions: the functions, and the tariff/salary group only when the caller is
 * works council or idea manager (absent otherwise: an admin may set it without reading it).
 */
export function useUserFunctions(id: string) {
  return useQuery({
    queryKey: functionsKey(id),
    queryFn: ({ signal }) => usersApi.get<UserFunctions>(`/users/${encodeURIComponent(id)}/functions`, { signal }),
  });
}

/** PUT /admin/users/{id}/functions (ADMIN; recorded in the activity log). `tariffGroup` absent = unchanged, null = none. */
export const setUserFunctions = (id: string, body: UserFunctionsInput) =>
  usersApi.request<UserFunctions>(`/admin/users/${encodeURIComponent(id)}/functions`, { method: 'PUT', body: UserFunctionsInput.parse(body) });

export function useSetUserFunctions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UserFunctionsInput }) => setUserFunctions(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
