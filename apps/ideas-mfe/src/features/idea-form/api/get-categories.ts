import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoryListResponse } from '@idea-portal/contracts';
import { ideasApi, ideasKeys } from '@idea-portal/platform';

/** GET /categories: the tenant's categories for the form's select. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ideasKeys.categories,
    queryFn: async ({ signal }) => (await ideasApi.get('/categories', CategoryListResponse, { signal })).categories,
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
