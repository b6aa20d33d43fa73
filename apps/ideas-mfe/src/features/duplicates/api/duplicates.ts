import { DuplicateInput, type DuplicateLinks, type IdeaWorkflow } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, invalidateAfterIdeaChange, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';
import { ideaPath } from '../../../shared/api/idea-path';

const linksKey = (ideaId: string) => ['ideas', 'duplicate-links', ideaId] as const;

/** GET /ideas/{id}/duplicate-links: the earlier idea this one duplicates and the later ones that duplicate it (as far as the reader may see them). */
export const duplicateLinksQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: linksKey(ideaId),
    queryFn: ({ signal }) => ideasApi.get<DuplicateLinks>(ideaPath(ideaId, '/duplicate-links'), { signal }),
  });
export const useDuplicateLinks = (ideaId: string) => useQuery(duplicateLinksQueryOptions(ideaId));

/** POST /ideas/{id}/duplicate (markDuplicate): links the idea to the earlier one and closes it; refreshes the case and both ideas' links. */
export function useMarkDuplicate(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DuplicateInput) => ideasApi.request<IdeaWorkflow>(ideaPath(ideaId, '/duplicate'), { method: 'POST', body: DuplicateInput.parse(input) }),
    onSuccess: async (result, input) => {
      queryClient.setQueryData(ideasKeys.workflow(ideaId), result);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: linksKey(ideaId) }),
        queryClient.invalidateQueries({ queryKey: linksKey(input.earlierIdeaId) }),
        invalidateAfterIdeaChange(queryClient),
      ]);
    },
  });
}
