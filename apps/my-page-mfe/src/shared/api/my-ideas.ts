import { queryOptions, useQuery } from '@tanstack/react-query';
import { MyIdeasResponse } from '@idea-portal/contracts';
import { usersApi, myPageKeys } from '@idea-portal/platform';

export const MY_IDEAS_COUNT_LIMIT = 1000;

/** The number of the caller's ideas (GET /users/my-ideas with the list limit of 1000). */
export const myIdeasCountQueryOptions = () =>
  queryOptions({
    queryKey: myPageKeys.myIdeasCount,
    queryFn: async ({ signal }) => {
      const res = await usersApi.get('/users/my-ideas', MyIdeasResponse, { signal, query: { limit: MY_IDEAS_COUNT_LIMIT } });
      return { count: res.ideas.length, more: res.hasMore };
    },
  });

export function useMyIdeasCount() {
  return useQuery(myIdeasCountQueryOptions());
}
