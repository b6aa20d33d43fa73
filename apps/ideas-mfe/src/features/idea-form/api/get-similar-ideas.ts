import { IDEA_LIMITS, type SimilarIdeasResponse } from '@idea-portal/contracts';
import { ideasApi, ideasKeys, keepPreviousData, useQuery } from '@idea-portal/platform';

export const SIMILAR_MIN_CHARS = 5;

/** GET /ideas/similar for what is being typed (the caller debounces). */
export function useSimilarIdeas(title: string, description: string, excludeId?: string) {
  const q = {
    title: title.trim().slice(0, IDEA_LIMITS.titleMax * 2),
    description: description.trim().slice(0, IDEA_LIMITS.similarDescriptionMax),
    ...(excludeId ? { excludeId } : {}),
  };
  const enabled = `${q.title} ${q.description}`.trim().length >= SIMILAR_MIN_CHARS;
  return useQuery({
    queryKey: ideasKeys.similar(q),
    queryFn: async ({ signal }) => (await ideasApi.get<SimilarIdeasResponse>('/ideas/similar', { query: q, signal })).ideas,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
