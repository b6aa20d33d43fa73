import type { MyIdeasResponse } from '@idea-portal/contracts';
import { usersApi, myPageKeys, queryOptions, useQuery } from '@idea-portal/platform';

/** "Ideas Created": how many ideas the caller submitted (GET /users/my-ideas counts them). */
export const myIdeasCountQueryOptions = () =>
  queryOptions({
    queryKey: myPageKeys.myIdeasCount,
    queryFn: async ({ signal }) => {
      const res = await usersApi.get<MyIdeasResponse>('/users/my-ideas', { signal, query: { limit: 1 } });
      return { count: res.submittedCount ?? 0 };
    },
  });

export function useMyIdeasCount() {
  return useQuery(myIdeasCountQueryOptions());
}
