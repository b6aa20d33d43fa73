import type { UserProfile } from '@idea-portal/contracts';
import { ideasKeys, usersApi, queryOptions, useQuery } from '@idea-portal/platform';

/** GET /users/{id}: a profile by id (assignee, picked people). */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ideasKeys.user(userId),
    queryFn: ({ signal }) => usersApi.get<UserProfile>(`/users/${encodeURIComponent(userId)}`, { signal }),
  });

export function useUser(userId: string | null | undefined) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: !!userId });
}
