import type { IdeaListResponse } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, queryOptions, useQuery } from '@idea-portal/platform';

export const LATEST_WEEKS = 4;
export const LATEST_LIMIT = 6;

/** The first day of the window, as a date (YYYY-MM-DD) so the query key is stable for the day. */
export function latestFrom(now = new Date(), weeks = LATEST_WEEKS) {
  const d = new Date(now.getTime() - weeks * 7 * 24 * 60 * 60 * 1000);
  return d.toISOString().slice(0, 10);
}

/** Ideas of the last weeks the caller may access (the API scopes them), newest first. */
export const latestIdeasQueryOptions = (from: string) =>
  queryOptions({
    queryKey: ideasKeys.latest(from),
    queryFn: ({ signal }) =>
      ideasApi.get<IdeaListResponse>('/ideas', { signal, query: { from, limit: LATEST_LIMIT, sort: 'createdAt:desc' } }),
  });

export function useLatestIdeas() {
  return useQuery(latestIdeasQueryOptions(latestFrom()));
}
