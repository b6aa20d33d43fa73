import type { Idea } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, queryOptions, useQuery } from '@idea-portal/platform';
import { ideaPath } from './idea-path';

/** GET /ideas/{id}: the detail page and the edit page read this one query. */
export const getIdea = (ideaId: string, signal?: AbortSignal) => ideasApi.get<Idea>(ideaPath(ideaId), { signal });

export const ideaQueryOptions = (ideaId: string) =>
  queryOptions({ queryKey: ideasKeys.detail(ideaId), queryFn: ({ signal }) => getIdea(ideaId, signal) });

export function useIdea(ideaId: string | undefined) {
  return useQuery({ ...ideaQueryOptions(ideaId ?? ''), enabled: !!ideaId });
}
