import type { z } from 'zod';
import type { SavedSearch, SavedSearchCreateInput, SavedSearchListResponse, SavedSearchUpdateInput } from '@idea-portal/contracts';
import { ideasApi, searchKeys, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

/** GET /me/saved-searches: the signed-in person's saved searches in their order. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.savedSearches,
    queryFn: ({ signal }) => ideasApi.get<SavedSearchListResponse>('/me/saved-searches', { signal }),
  });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

const path = (id: string) => `/me/saved-searches/${encodeURIComponent(id)}`;

/** The bodies are normalised with the contracts (zod), fetched with the first change, not with the page. */
const checks = () => import(/* webpackChunkName: "saved-search-checks" */ '../lib/saved-search-checks');

/** POST /me/saved-searches (409 SAVED_SEARCH_LIMIT / SAVED_SEARCH_NAME_TAKEN). */
export const createSavedSearch = async (body: z.input<typeof SavedSearchCreateInput>) =>
  ideasApi.request<SavedSearch>('/me/saved-searches', { method: 'POST', body: (await checks()).SavedSearchCreateInput.parse(body) });

/** PATCH /me/saved-searches/{id}: rename, new query, new position, (un)subscribe. */
export const updateSavedSearch = async (id: string, body: z.input<typeof SavedSearchUpdateInput>) =>
  ideasApi.request<SavedSearch>(path(id), { method: 'PATCH', body: (await checks()).SavedSearchUpdateInput.parse(body) });

/** DELETE /me/saved-searches/{id}: 204. */
export const deleteSavedSearch = (id: string) => ideasApi.request(path(id), { method: 'DELETE' });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: searchKeys.savedSearches });
}

export function useCreateSavedSearch() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createSavedSearch, onSuccess: refresh });
}

export function useUpdateSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof SavedSearchUpdateInput> }) => updateSavedSearch(id, body),
    onSuccess: refresh,
  });
}

/** Deleted: the row goes from the list at once and the dialog closes with it; the list is then read again. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<SavedSearchListResponse>(searchKeys.savedSearches, (old) => old && { ...old, savedSearches: old.savedSearches.filter((s) => s.id !== id) });
      void refresh();
    },
  });
}
