import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, invalidateAfterIdeaChange } from '@idea-portal/platform';

/** `/ideas/{id}` plus the rest, the id encoded. */
export const ideaPath = (ideaId: string, rest = '') => `/ideas/${encodeURIComponent(ideaId)}${rest}`;

export const isUnauthenticated = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.code === 'UNAUTHENTICATED');

export const isNotFound = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.code === 'NOT_FOUND');

/**
 * After any change to an idea: everything of this remote (detail, history, comments, lists)
 * refetches, and so does what other remotes show of it (the task badge, notifications, my ideas).
 */
export function invalidateIdeas(queryClient: QueryClient) {
  return invalidateAfterIdeaChange(queryClient);
}
