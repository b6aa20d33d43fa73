import type { Appeal, AppealDecisionInput, AppealInput, AppealListResponse } from '@idea-portal/contracts';
import { ideasApi, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';
import { ideaPath, invalidateIdeas } from '../../../shared/api/idea-path';

const appealsKey = (ideaId: string) => ['ideas', 'appeals', ideaId] as const;

/** GET /ideas/{id}/appeals: the idea's appeals, what the caller may appeal until when, and whether they decide. */
export const appealsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: appealsKey(ideaId),
    queryFn: ({ signal }) => ideasApi.get<AppealListResponse>(ideaPath(ideaId, '/appeals'), { signal }),
  });
export const useAppeals = (ideaId: string) => useQuery(appealsQueryOptions(ideaId));

/** POST /ideas/{id}/appeals (the submitter) and POST .../appeals/{appealId}/decision (an idea manager); both refresh the idea everywhere. */
export function useAppealMutations(ideaId: string) {
  const queryClient = useQueryClient();
  const onSuccess = async () => {
    await queryClient.invalidateQueries({ queryKey: appealsKey(ideaId) });
    await invalidateIdeas(queryClient);
  };
  const file = useMutation({
    mutationFn: (input: AppealInput) => ideasApi.request<Appeal>(ideaPath(ideaId, '/appeals'), { method: 'POST', body: input }),
    onSuccess,
  });
  const decide = useMutation({
    mutationFn: ({ appealId, ...input }: AppealDecisionInput & { appealId: string }) =>
      ideasApi.request<Appeal>(ideaPath(ideaId, `/appeals/${encodeURIComponent(appealId)}/decision`), { method: 'POST', body: input }),
    onSuccess,
  });
  return { file, decide };
}
