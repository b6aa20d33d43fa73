/** Calls and query keys shared by the form (similar ideas) and the detail page of the ideas remote. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { Comment, FollowResponse, UserListResponse, type CommentInput, type UserProfile } from '@idea-portal/contracts';
import { ApiRequestError, ideasApi, invalidateAfterIdeaChange, usersApi } from '@idea-portal/platform';

export const ideaPath = (ideaId: string, rest = '') => `/ideas/${encodeURIComponent(ideaId)}${rest}`;

/**
 * After any change to an idea: everything of this remote (detail, history, comments, lists)
 * refetches, and so does what other remotes show of it (the task badge, notifications, my ideas).
 */
export function invalidateIdeas(queryClient: QueryClient) {
  return invalidateAfterIdeaChange(queryClient);
}

/** An empty answer (204) or any JSON we do not need. */
export const Ignored = z.unknown();

export const setFollow = (ideaId: string, follow: boolean) =>
  ideasApi.request(ideaPath(ideaId, '/follow'), FollowResponse, { method: follow ? 'PUT' : 'DELETE' });

export const postComment = (ideaId: string, input: CommentInput) =>
  ideasApi.request(ideaPath(ideaId, '/comments'), Comment, { method: 'POST', body: input });

export const isUnauthenticated = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.code === 'UNAUTHENTICATED');

/** Follow / unfollow with the spec's toasts decided by the caller. */
export function useFollowMutation(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollow(ideaId, follow),
    onSuccess: () => invalidateIdeas(queryClient),
  });
}

/**
 * People search for pickers (GET /users on the users service): an e-mail-looking term searches
 * the e-mail; "Given Family" both names; one word given or family name (two requests, merged).
 */
export async function searchUsers(term: string, signal?: AbortSignal): Promise<UserProfile[]> {
  const q = term.trim();
  const get = (query: Record<string, string>) => usersApi.get('/users', UserListResponse, { query: { pageSize: 10, ...query }, signal });
  let lists: UserProfile[][];
  if (q.includes('@')) lists = [(await get({ email: q })).users];
  else if (/\s/.test(q)) {
    const [given, ...rest] = q.split(/\s+/);
    lists = [(await get({ givenName: given, familyName: rest.join(' ') })).users];
  } else lists = (await Promise.all([get({ givenName: q }), get({ familyName: q })])).map((r) => r.users);
  const seen = new Map<string, UserProfile>();
  for (const u of lists.flat()) if (!seen.has(u.id)) seen.set(u.id, u);
  return [...seen.values()];
}

export const displayName = (u: Pick<UserProfile, 'givenName' | 'familyName'>) => `${u.givenName} ${u.familyName}`.trim();
