import type { RevisionRequestListResponse } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, queryOptions, useQuery } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

/** GET /ideas/{id}/revision-requests: the idea's revision requests with their answers, newest first. */
export const revisionRequestsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: ideasKeys.revisionRequests(ideaId),
    queryFn: ({ signal }) => ideasApi.get<RevisionRequestListResponse>(ideaPath(ideaId, '/revision-requests'), { signal }),
  });

export const useRevisionRequests = (ideaId: string) => useQuery(revisionRequestsQueryOptions(ideaId));
