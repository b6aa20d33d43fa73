import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { adminKeys } from './admin';
import { ideasKeys } from './ideas';
import { myPageKeys } from './my-page';
import { searchKeys } from './search';

/**
 * Everything any remote shows that an idea write can change: the ideas pages, the caller's tasks
 * (the header badge), notifications, my ideas and the watchlist, the key indicators and the admin
 * figures. All remotes share the shell's one QueryClient, so invalidating these keys refreshes
 * the mounted views at once (the badge no longer waits for its 60 s staleness).
 */
export const IDEA_DEPENDENT_KEYS: readonly QueryKey[] = [
  ideasKeys.all,
  myPageKeys.tasks,
  myPageKeys.notifications,
  myPageKeys.myIdeas,
  myPageKeys.followingAll,
  searchKeys.indicators,
  adminKeys.stats,
  adminKeys.activityAll,
  adminKeys.ideasTables,
];

/** Call after any write to an idea (save, submit, workflow step, comment, follow, attachment). */
export function invalidateAfterIdeaChange(queryClient: QueryClient): Promise<void> {
  return Promise.all(IDEA_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
