import { z } from 'zod';

/** The tenant's idea categories as the idea form lists them. */

export const Category = z.object({
  id: z.string(),
  /** The name ideas carry (`Idea.category`), shown in English. */
  name: z.string(),
  /** The name shown in German; `name` where it is null. */
  nameDe: z.string().nullable().optional(),
});
export type Category = z.infer<typeof Category>;
export const CategoryListResponse = z.object({ categories: z.array(Category) });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;
