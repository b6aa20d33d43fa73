import type { z } from 'zod';
import { type AdminCategoryListResponse, type AdminCategoryRow, CategoryInput, CategoryUpdateInput } from '@idea-portal/contracts';
import { ideasApi, adminKeys, ideasKeys, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';
import { isVersionConflict } from '../../../shared/api/errors';

/** GET /admin/categories: the tenant's categories with their idea counts. */
export const adminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.categories,
    queryFn: async ({ signal }) => (await ideasApi.get<AdminCategoryListResponse>('/admin/categories', { signal })).categories,
  });

export function useAdminCategories() {
  return useQuery(adminCategoriesQueryOptions());
}

const path = (id: string) => `/admin/categories/${encodeURIComponent(id)}`;

/** POST /admin/categories (409 CONFLICT for a taken name). */
export const createCategory = (body: z.input<typeof CategoryInput>) =>
  ideasApi.request<AdminCategoryRow>('/admin/categories', { method: 'POST', body: CategoryInput.parse(body) });

/** PATCH /admin/categories/{id}: rename and/or new description, with the version read (409 VERSION_CONFLICT when stale). */
export const updateCategory = (id: string, body: z.input<typeof CategoryUpdateInput>) =>
  ideasApi.request<AdminCategoryRow>(path(id), { method: 'PATCH', body: CategoryUpdateInput.parse(body) });

/** DELETE /admin/categories/{id}: 204, or 409 CATEGORY_IN_USE while ideas use it. */
export const deleteCategory = (id: string) => ideasApi.request(path(id), { method: 'DELETE' });

/** Categories show up in the admin stats and in the ideas remote's form: refresh all of them. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.categories }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      queryClient.invalidateQueries({ queryKey: ideasKeys.categories }),
    ]);
}

export function useCreateCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: createCategory, onSuccess: refresh });
}

export function useUpdateCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: z.input<typeof CategoryUpdateInput> }) => updateCategory(id, body),
    onSuccess: refresh,
    // Someone else saved the category meanwhile (409 VERSION_CONFLICT): show their version.
    onError: (error) => (isVersionConflict(error) ? refresh() : undefined),
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: deleteCategory, onSuccess: refresh });
}
