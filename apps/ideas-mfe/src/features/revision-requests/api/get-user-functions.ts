import type { UserFunctions } from '@idea-portal/contracts';
import { ideasKeys, usersApi, useQuery } from '@idea-portal/platform';

/** GET /users/{id}/functions: whether a person is an idea manager (asked only when it decides something). */
export function useUserFunctions(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ideasKeys.userFunctions(userId ?? ''),
    queryFn: ({ signal }) => usersApi.get<UserFunctions>(`/users/${encodeURIComponent(userId ?? '')}/functions`, { signal }),
    enabled: enabled && !!userId,
    staleTime: 5 * 60_000,
  });
}
