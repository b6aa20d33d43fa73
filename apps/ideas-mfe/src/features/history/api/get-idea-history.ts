import type { HistoryResponse } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, queryOptions, useQuery } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** GET /ideas/{id}/history. A failing history fetch is logged and treated as an empty history. */
export async function getIdeaHistory(ideaId: string, signal?: AbortSignal) {
  try {
    const res = await ideasApi.get<HistoryResponse>(ideaPath(ideaId, '/history'), { signal });
    return res.history;
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    console.error('Failed to load the idea history', error);
    return [];
  }
}

export const ideaHistoryQueryOptions = (ideaId: string) =>
  queryOptions({ queryKey: ideasKeys.history(ideaId), queryFn: ({ signal }) => getIdeaHistory(ideaId, signal) });

export function useIdeaHistory(ideaId: string, enabled = true) {
  return useQuery({ ...ideaHistoryQueryOptions(ideaId), enabled });
}
