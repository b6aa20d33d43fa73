import { http, HttpResponse, type AnyHandler } from 'msw';
import { AdminCategoryListResponse, AdminCategoryRow, CategoryInput, CategoryUpdateInput } from '@idea-portal/contracts';
import { mockDb } from '../../mock-db';
import { bodyOf, problem, validation, type UrlOf } from '../http-utils';
import { adminOnly, versionConflict } from './admin-only';

const CATEGORY_CREATED_AT = '2024-01-15T09:00:00.000Z';

function categoryRow(c: { id: string; name: string; nameDe?: string | null }): AdminCategoryRow {
  const details = mockDb.categoryDetails[c.id];
  return AdminCategoryRow.parse({
    id: c.id,
    name: c.name,
    nameDe: c.nameDe ?? null,
    description: details?.description ?? null,
    ideaCount: mockDb.ideas.filter((i) => i.category === c.name).length,
    createdAt: details?.createdAt ?? CATEGORY_CREATED_AT,
    version: details?.version ?? 1,
  });
}

/** Names are unique in a tenant, ignoring case (as the API checks). */
const nameTaken = (name: string, exceptId?: string) =>
  mockDb.categories.some((c) => c.id !== exceptId && c.name.toLowerCase() === name.toLowerCase());

/** Categories: list with idea counts, add, rename (ideas follow), delete (refused while in use). */
export function createAdminCategoryHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/admin/categories'), () => {
      const denied = adminOnly();
      if (denied) return denied;
      const categories = [...mockDb.categories].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));
      return HttpResponse.json(AdminCategoryListResponse.parse({ categories: categories.map(categoryRow) }));
    }),
    http.post(u('/admin/categories'), async ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = CategoryInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const v = parsed.data;
      if (nameTaken(v.name)) return problem(409, 'CONFLICT', 'A category with this name already exists');
      const category = { id: `cat-${Math.random().toString(36).slice(2, 10)}`, name: v.name, nameDe: v.nameDe || null };
      mockDb.categories.push(category);
      mockDb.categoryDetails[category.id] = { description: v.description || null, createdAt: new Date().toISOString() };
      return HttpResponse.json(categoryRow(category), { status: 201 });
    }),
    http.patch(u('/admin/categories/:id'), async ({ request, params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const category = mockDb.categories.find((c) => c.id === params.id);
      if (!category) return problem(404, 'NOT_FOUND', 'Category not found');
      const parsed = CategoryUpdateInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const v = parsed.data;
      const version = mockDb.categoryDetails[category.id]?.version ?? 1;
      if (v.version !== undefined && v.version !== version) return versionConflict('category', version, v.version);
      if (v.name !== undefined) {
        if (nameTaken(v.name, category.id)) return problem(409, 'CONFLICT', 'A category with this name already exists');
        // Ideas point at the category (the API stores its id): a rename carries them along.
        for (const idea of mockDb.ideas) if (idea.category === category.name) idea.category = v.name;
        category.name = v.name;
      }
      if (v.nameDe !== undefined) category.nameDe = v.nameDe || null;
      if (v.description !== undefined) {
        const current = mockDb.categoryDetails[category.id] ?? { description: null, createdAt: CATEGORY_CREATED_AT };
        mockDb.categoryDetails[category.id] = { ...current, description: v.description || null };
      }
      const details = mockDb.categoryDetails[category.id] ?? { description: null, createdAt: CATEGORY_CREATED_AT };
      mockDb.categoryDetails[category.id] = { ...details, version: version + 1 };
      return HttpResponse.json(categoryRow(category));
    }),
    http.delete(u('/admin/categories/:id'), ({ params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const category = mockDb.categories.find((c) => c.id === params.id);
      if (!category) return problem(404, 'NOT_FOUND', 'Category not found');
      const { ideaCount } = categoryRow(category);
      if (ideaCount > 0)
        return problem(409, 'CATEGORY_IN_USE', `The category is used by ${ideaCount} idea(s); move them to another category first`);
      mockDb.categories = mockDb.categories.filter((c) => c.id !== category.id);
      delete mockDb.categoryDetails[category.id];
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
