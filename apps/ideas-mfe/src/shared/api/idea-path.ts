import type { QueryClient } from '@tanstack/react-query';
import { IgnoredResponse } from '@idea-portal/contracts';
import { ApiRequestError, invalidateAfterIdeaChange } from '@idea-portal/platform';

/** `/ideas/{id}` plus the rest, the id encoded. */
export const ideaPath = (ideaId: string, rest = '') => `/ideas/${encodeURIComponent(ideaId)}${rest}`;

/** An empty answer (204) or any JSON we do not need. */
export const Ignored = IgnoredResponse;

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
