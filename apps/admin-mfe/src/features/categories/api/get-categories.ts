import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminCategoryListResponse } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';

/** GET /admin/categories: the tenant's categories with their idea counts. */
export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'categories'],
    queryFn: async ({ signal }) => (await ideasApi.get('/admin/categories', AdminCategoryListResponse, { signal })).categories,
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}
