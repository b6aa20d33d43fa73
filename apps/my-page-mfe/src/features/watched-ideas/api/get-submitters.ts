import type { UserProfile } from '@idea-portal/contracts';
import { usersApi, myPageKeys, useQueries } from '@idea-portal/platform';

export const submitterQueryOptions = (userId: string) => ({
  queryKey: myPageKeys.user(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => usersApi.get<UserProfile>(`/users/${encodeURIComponent(userId)}`, { signal }),
});

/** The department (organisational unit) of each submitter, by user id. */
export function useSubmitterDepartments(userIds: string[]) {
  const unique = [...new Set(userIds)];
  return useQueries({
    queries: unique.map((id) => submitterQueryOptions(id)),
    combine: (results) => {
      const map = new Map<string, string | null>();
      results.forEach((r, i) => {
        const id = unique[i];
        if (r.data && id) map.set(id, r.data.organizationalUnit?.name ?? null);
      });
      return map;
    },
  });
}
