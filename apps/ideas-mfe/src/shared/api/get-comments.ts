import type { CommentListResponse } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, queryOptions, useQuery } from '@idea-portal/platform';
import { ideaPath } from './idea-path';

/** GET /ideas/{id}/comments: the thread, replies nested. */
export const commentsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: ideasKeys.comments(ideaId),
    queryFn: ({ signal }) => ideasApi.get<CommentListResponse>(ideaPath(ideaId, '/comments'), { signal }),
  });

export const useComments = (ideaId: string) => useQuery(commentsQueryOptions(ideaId));
