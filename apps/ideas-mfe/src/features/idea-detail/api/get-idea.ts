import { queryOptions, useQuery } from '@tanstack/react-query';
import { HistoryResponse, Idea, UserProfile } from '@idea-portal/contracts';
import { ApiRequestError, ideasApi, usersApi, ideasKeys } from '@idea-portal/platform';

export const getIdea = (ideaId: string, signal?: AbortSignal) =>
  ideasApi.get(`/ideas/${encodeURIComponent(ideaId)}`, Idea, { signal });

export const ideaQueryOptions = (ideaId: string) =>
  queryOptions({ queryKey: ideasKeys.detail(ideaId), queryFn: ({ signal }) => getIdea(ideaId, signal) });

export function useIdea(ideaId: string | undefined) {
  return useQuery({ ...ideaQueryOptions(ideaId ?? ''), enabled: !!ideaId });
}

export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.code === 'NOT_FOUND');

/**
 * GET /ideas/{id}/history. Spec section 8: a failing history fetch is logged and treated as an
 * empty history.
 */
export async function getIdeaHistory(ideaId: string, signal?: AbortSignal) {
  try {
    const res = await ideasApi.get(`/ideas/${encodeURIComponent(ideaId)}/history`, HistoryResponse, { signal });
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

/** A user profile by id (assignee of the first assessment). */
export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ideasKeys.user(userId),
    queryFn: ({ signal }) => usersApi.get(`/users/${encodeURIComponent(userId)}`, UserProfile, { signal }),
  });

export function useUser(userId: string | null | undefined) {
  return useQuery({ ...userQueryOptions(userId ?? ''), enabled: !!userId });
}
