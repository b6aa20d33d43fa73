import type { FollowingIdeasResponse } from '@idea-portal/contracts';
import { useCurrentUser, usersApi, myPageKeys, queryOptions, useQuery } from '@idea-portal/platform';

/** GET /users/{id}/following-ideas: the caller's watchlist, most recent follow first. */
export const followingIdeasQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: myPageKeys.following(userId),
    queryFn: ({ signal }) => usersApi.get<FollowingIdeasResponse>(`/users/${encodeURIComponent(userId)}/following-ideas`, { signal }),
  });

export function useFollowingIdeas() {
  const me = useCurrentUser();
  const userId = me.data?.profile.id ?? '';
  const query = useQuery({ ...followingIdeasQueryOptions(userId), enabled: !!userId });
  // While the profile loads the watchlist is pending too; a failed profile is a failed watchlist.
  return me.isError ? { ...query, isPending: false, isError: true as const, data: undefined } : query;
}
