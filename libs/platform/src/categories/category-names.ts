import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CategoryListResponse, Category } from '@idea-portal/contracts';
import { ideasApi } from '../api/client';
import { normalizeLanguage } from '../i18n/i18n';
import { ideasKeys } from '../query-keys';

/** GET /categories: the tenant's categories with their German names (the idea form's options too). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ideasKeys.categories,
    queryFn: async ({ signal }) => (await ideasApi.get<CategoryListResponse>('/categories', { signal })).categories,
    staleTime: 5 * 60_000,
  });

/** A category's name in `language`: the German name in German where one is set, else its name. */
export function categoryLabel(category: Pick<Category, 'name' | 'nameDe'>, language: string | undefined): string {
  return normalizeLanguage(language) === 'de' && category.nameDe ? category.nameDe : category.name;
}

/**
 * Names a category as ideas carry it (`Idea.category`, a search hit's category name) in the
 * current language; re-renders when the language changes. Unknown names, or while the list
 * loads, stay as they are.
 */
export function useCategoryName(): (name: string) => string {
  const { i18n } = useTranslation();
  const { data } = useQuery(categoriesQueryOptions());
  const language = i18n.language;
  return (name: string) => {
    const category = data?.find((c) => c.name === name);
    return category ? categoryLabel(category, language) : name;
  };
}
