import { AdminCategoryListResponse, AdminCategoryRow } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema';
import { SEED_IDEAS } from '../src/seed/ideas';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

describe.each(targets)('admin categories on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
    await api.handle.db.insert(categories).values({ id: 'cat-foreign', tenantId: 'tenant-other-gmbh', name: 'Foreign' });
  });
  afterAll(() => api?.close());

  const list = async () => {
    const res = await api.as(ADMIN, '/admin/categories');
    expect(res.status).toBe(200);
    return AdminCategoryListResponse.parse(res.body).categories;
  };
  const stored = (id: string) => api.handle.db.select().from(categories).where(eq(categories.id, id));

  it.each([EVALUATOR, CREATOR, VIEWER])('refuses %s with 403 and changes nothing', async (sub) => {
    for (const [method, url, body] of [
      ['GET', '/admin/categories'],
      ['POST', '/admin/categories', { name: 'Sneaky' }],
      ['POST', '/admin/categories', { name: '' }],
      ['PATCH', '/admin/categories/cat-cost', { name: 'Renamed' }],
      ['DELETE', '/admin/categories/cat-cost'],
    ] as const) {
      const res = await call(api, sub, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await stored('cat-cost'))[0]!.name).toBe('Cost Reduction');
    expect((await list()).map((c) => c.name)).not.toContain('Sneaky');
  });

  it('lists the tenant categories with idea counts', async () => {
    const rows = await list();
    expect(rows).toHaveLength(7);
    expect(rows.map((c) => c.id)).not.toContain('cat-foreign');
    const process = rows.find((c) => c.id === 'cat-process')!;
    expect(process.ideaCount).toBe(SEED_IDEAS.filter((i) => i.category === 'cat-process').length);
    expect(process.ideaCount).toBeGreaterThan(0);
  });

  it('creates, renames and deletes an unused category', async () => {
    const created = await call(api, ADMIN, 'POST', '/admin/categories', { name: '  Energy Efficiency ', description: 'Saving power' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = AdminCategoryRow.parse(created.body);
    expect(row).toMatchObject({ name: 'Energy Efficiency', description: 'Saving power', ideaCount: 0 });
    expect((await stored(row.id))[0]!.tenantId).toBe('tenant-demo-corp');

    const dup = await call(api, ADMIN, 'POST', '/admin/categories', { name: 'energy efficiency' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('CONFLICT');

    const renamed = await call(api, ADMIN, 'PATCH', `/admin/categories/${row.id}`, { name: 'Energy', description: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: row.id, name: 'Energy', description: null });
    const clash = await call(api, ADMIN, 'PATCH', `/admin/categories/${row.id}`, { name: 'Sustainability' });
    expect(clash.status).toBe(409);
    // Renaming to its own name (other case) is fine.
    expect((await call(api, ADMIN, 'PATCH', `/admin/categories/${row.id}`, { name: 'ENERGY' })).status).toBe(200);

    const deleted = await call(api, ADMIN, 'DELETE', `/admin/categories/${row.id}`);
    expect(deleted.status).toBe(204);
    expect(await stored(row.id)).toHaveLength(0);
    expect((await call(api, ADMIN, 'DELETE', `/admin/categories/${row.id}`)).status).toBe(404);
  });

  it('keeps a German name beside the name, which the idea form lists too; empty clears it', async () => {
    const created = await call(api, ADMIN, 'POST', '/admin/categories', { name: 'Mobility', nameDe: ' Mobilität ' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = AdminCategoryRow.parse(created.body);
    expect(row).toMatchObject({ name: 'Mobility', nameDe: 'Mobilität' });
    const options = await api.as(VIEWER, '/categories');
    expect(options.body.categories).toContainEqual({ id: row.id, name: 'Mobility', nameDe: 'Mobilität' });
    expect(options.body.categories).toContainEqual({ id: 'cat-sustainability', name: 'Sustainability', nameDe: 'Nachhaltigkeit' });

    const tooLong = await call(api, ADMIN, 'PATCH', `/admin/categories/${row.id}`, { nameDe: 'x'.repeat(61) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
    const cleared = await call(api, ADMIN, 'PATCH', `/admin/categories/${row.id}`, { nameDe: '' });
    expect(cleared.body).toMatchObject({ name: 'Mobility', nameDe: null });
    expect((await call(api, ADMIN, 'DELETE', `/admin/categories/${row.id}`)).status).toBe(204);
  });

  it('each edit bumps the version; an edit with a stale one (body or If-Match) is 409 VERSION_CONFLICT and changes nothing', async () => {
    const created = AdminCategoryRow.parse((await call(api, ADMIN, 'POST', '/admin/categories', { name: 'Versioned' })).body);
    expect(created.version).toBe(1);
    const first = await call(api, ADMIN, 'PATCH', `/admin/categories/${created.id}`, { description: 'First writer', version: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(2);
    expect(first.headers.etag).toBe('"2"');
    const stale = await call(api, ADMIN, 'PATCH', `/admin/categories/${created.id}`, { description: 'Second writer', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', details: [{ path: 'version', message: '2' }] });
    const byHeader = await api.as(ADMIN, `/admin/categories/${created.id}`, { method: 'PATCH', payload: { description: 'Second writer' }, headers: { 'if-match': '"1"' } });
    expect(byHeader.status).toBe(409);
    const listed = AdminCategoryListResponse.parse((await api.as(ADMIN, '/admin/categories')).body).categories.find((c) => c.id === created.id);
    expect(listed).toMatchObject({ description: 'First writer', version: 2 });
    expect((await call(api, ADMIN, 'DELETE', `/admin/categories/${created.id}`)).status).toBe(204);
  });

  it('refuses to delete a category in use with 409 CATEGORY_IN_USE', async () => {
    const res = await call(api, ADMIN, 'DELETE', '/admin/categories/cat-process');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CATEGORY_IN_USE');
    expect(await stored('cat-process')).toHaveLength(1);
  });

  it("404 for another tenant's or unknown categories", async () => {
    for (const [method, body] of [['PATCH', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
      for (const id of ['cat-foreign', 'cat-nope']) {
        const res = await call(api, ADMIN, method, `/admin/categories/${id}`, body);
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    }
    expect((await stored('cat-foreign'))[0]!.name).toBe('Foreign');
    expect((await api.as(OTHER_TENANT_USER, '/admin/categories')).status).toBe(403);
  });

  it('rejects invalid input with 400 VALIDATION_FAILED and stores nothing', async () => {
    const before = (await list()).length;
    for (const body of [{}, { name: 'x' }, { name: '  y ' }, { name: 'z'.repeat(61) }, { name: 'Fine name', color: 'red' }, { name: 42 }]) {
      const res = await call(api, ADMIN, 'POST', '/admin/categories', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    for (const body of [{}, { name: 'a' }]) {
      const res = await call(api, ADMIN, 'PATCH', '/admin/categories/cat-cost', body);
      expect(res.status).toBe(400);
    }
    expect((await list()).length).toBe(before);
    expect((await stored('cat-cost'))[0]!.name).toBe('Cost Reduction');
  });
});
