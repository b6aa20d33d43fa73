import type { AdminCategoryRow, CategoryInput, CategoryUpdateInput } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { categories } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { iso, queryRows } from '../../lib/sql';
import { pgCode } from './users';
import { checkVersion } from './versions';

interface Row {
  id: string;
  name: string;
  name_de: string | null;
  description: string | null;
  created_at: Date | string;
  version: number | string;
  idea_count: number | string;
}

async function rowsOf(db: Database, tenantId: string, id?: string): Promise<AdminCategoryRow[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT c.id, c.name, c.name_de, c.description, c.created_at, c.version,
          (SELECT count(*) FROM ideas i WHERE i.category_id = c.id) AS idea_count
        FROM categories c
        WHERE c.tenant_id = ${tenantId} ${id ? sql`AND c.id = ${id}` : sql``}
        ORDER BY lower(c.name), c.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameDe: r.name_de,
    description: r.description,
    ideaCount: Number(r.idea_count),
    createdAt: iso(r.created_at)!,
    version: Number(r.version),
  }));
}

export const listCategories = (db: Database, tenantId: string) => rowsOf(db, tenantId);

async function getCategory(db: Database, tenantId: string, id: string): Promise<AdminCategoryRow> {
  const [row] = await rowsOf(db, tenantId, id);
  if (!row) throw notFound('Category');
  return row;
}

/** Names are unique in a tenant, ignoring case. */
async function assertNameFree(db: Database, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [dup] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), sql`lower(${categories.name}) = ${name.toLowerCase()}`, exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  if (dup) throw new HttpError('CONFLICT', 'A category with this name already exists', [{ path: 'body.name', message: 'already exists' }]);
}

export async function createCategory(db: Database, tenantId: string, input: CategoryInput): Promise<AdminCategoryRow> {
  await assertNameFree(db, tenantId, input.name);
  const id = `cat-${randomUUID()}`;
  try {
    await db.insert(categories).values({ id, tenantId, name: input.name, nameDe: input.nameDe || null, description: input.description || null });
  } catch (err) {
    if (pgCode(err) === '23505') throw new HttpError('CONFLICT', 'A category with this name already exists');
    throw err;
  }
  return getCategory(db, tenantId, id);
}

/** Name, German name, description; `sent`: the version the client read (409 VERSION_CONFLICT when stale). */
export async function updateCategory(db: Database, tenantId: string, id: string, input: CategoryUpdateInput, sent?: number): Promise<AdminCategoryRow> {
  const inTenant = and(eq(categories.tenantId, tenantId), eq(categories.id, id));
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ version: categories.version }).from(categories).where(inTenant).for('update');
    if (!current) throw notFound('Category');
    checkVersion('category', current.version, sent);
    if (input.name !== undefined) await assertNameFree(tx, tenantId, input.name, id);
    const set: Partial<typeof categories.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.nameDe !== undefined) set.nameDe = input.nameDe || null;
    if (input.description !== undefined) set.description = input.description || null;
    await tx.update(categories).set({ ...set, version: sql`${categories.version} + 1` }).where(inTenant);
  });
  return getCategory(db, tenantId, id);
}

/** Refused (409 CATEGORY_IN_USE) while any idea uses the category. */
export async function deleteCategory(db: Database, tenantId: string, id: string): Promise<void> {
  const category = await getCategory(db, tenantId, id);
  if (category.ideaCount > 0) {
    throw new HttpError('CATEGORY_IN_USE', `The category is used by ${category.ideaCount} idea(s); move them to another category first`, [
      { path: 'id', message: `${category.ideaCount} ideas` },
    ]);
  }
  try {
    await db.delete(categories).where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  } catch (err) {
    // An idea took the category meanwhile (foreign key).
    if (pgCode(err) === '23503') throw new HttpError('CATEGORY_IN_USE', 'The category is used by ideas');
    throw err;
  }
}
