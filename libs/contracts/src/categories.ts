import { z } from 'zod';

/** The tenant's idea categories as the idea form lists them. */

export const Category = z.object({ id: z.string(), name: z.string() });
export type Category = z.infer<typeof Category>;
export const CategoryListResponse = z.object({ categories: z.array(Category) });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;
