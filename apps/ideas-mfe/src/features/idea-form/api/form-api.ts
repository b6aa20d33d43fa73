import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  CategoryListResponse,
  IDEA_LIMITS,
  Idea,
  RevisionRequest,
  SimilarIdeasResponse,
  type IdeaDraftInput,
  type IdeaUpdateInput,
  type RevisionRequestInput,
} from '@idea-portal/contracts';
import { ideasApi, ideasKeys } from '@idea-portal/platform';
import { Ignored, ideaPath } from '../../../api/idea-actions';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ideasKeys.categories,
    queryFn: async ({ signal }) => (await ideasApi.get('/categories', CategoryListResponse, { signal })).categories,
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

/** POST /ideas: a new draft. */
export const createIdea = (input: IdeaDraftInput) => ideasApi.request('/ideas', Idea, { method: 'POST', body: input });

/** PATCH /ideas/{id} with the version last read (409 VERSION_CONFLICT when stale). */
export const updateIdea = (ideaId: string, input: IdeaUpdateInput) =>
  ideasApi.request(ideaPath(ideaId), Idea, { method: 'PATCH', body: input });

/** POST /ideas/{id}/submit: the status becomes first_assessment. */
export const submitIdea = (ideaId: string, version?: number) =>
  ideasApi.request(ideaPath(ideaId, '/submit'), Ignored, { method: 'POST', body: version ? { version } : {} });

export const requestRevision = (ideaId: string, input: RevisionRequestInput) =>
  ideasApi.request(ideaPath(ideaId, '/revision-requests'), RevisionRequest, { method: 'POST', body: input });

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
    queryFn: async ({ signal }) => (await ideasApi.get('/ideas/similar', SimilarIdeasResponse, { query: q, signal })).ideas,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
