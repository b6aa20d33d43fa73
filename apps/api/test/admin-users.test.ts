import { AdminUserListResponse, AdminUserRow } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { IMPLEMENTED_STATUSES } from '../src/modules/admin/users';
import { SEED_IDEAS } from '../src/seed/ideas';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

const NON_ADMINS = [EVALUATOR, CREATOR, VIEWER] as const;

describe.each(targets)('admin users on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const list = async (query = '') => {
    const res = await api.as(ADMIN, `/admin/users${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return AdminUserListResponse.parse(res.body);
  };
  const row = async (sub: string) => {
    const [found] = await api.handle.db.select().from(users).where(eq(users.userId, sub));
    if (!found) throw new Error(`no user ${sub}`);
    return found;
  };

  it.each(NON_ADMINS)('refuses %s with 403 on every endpoint', async (sub) => {
    for (const [method, url, body] of [
      ['GET', '/admin/users'],
      ['POST', '/admin/users', { email: 'x@example.com', givenName: 'Xa', familyName: 'Yb', role: 'VIEWERS' }],
      ['PATCH', '/admin/users/u-viewer', { role: 'ADMIN' }],
      // Invalid input still answers 403, not 400.
      ['PATCH', '/admin/users/u-viewer', { role: 'KING' }],
      ['GET', '/admin/users?pageSize=7'],
    ] as const) {
      const res = await call(api, sub, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await row('usr-viewer')).role).toBe('VIEWERS');
    expect(await api.handle.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
  });

  it('documents the admin endpoints in OpenAPI', async () => {
    const { body } = await api.as(null, '/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/admin/users', '/admin/users/{id}', '/admin/organizations', '/admin/categories', '/admin/categories/{id}', '/admin/settings', '/admin/activity']),
    );
    expect(Object.keys(body.paths['/users/me'])).toEqual(expect.arrayContaining(['get', 'patch']));
  });

  it('401 without a token', async () => {
    expect((await api.as(null, '/admin/users')).status).toBe(401);
  });

  it('lists the tenant users with department, organization and idea counts', async () => {
    const page = await list('?pageSize=50');
    expect(page).toMatchObject({ total: 18, page: 1, pageSize: 50 });
    expect(page.users).toHaveLength(18);
    expect(page.users.map((u) => u.id)).not.toContain('u-otto-other');
    const creator = page.users.find((u) => u.userId === CREATOR)!;
    const mine = SEED_IDEAS.filter((i) => i.by === 'creator' && i.status !== 'draft');
    expect(creator).toMatchObject({
      name: 'Chris Creator',
      email: 'creator@example.com',
      role: 'CREATORS',
      department: 'Produktion München',
      organizationalUnitId: 'ou-production',
      organization: 'Demo Corp',
      status: 'ACTIVE',
      ideasSubmitted: mine.length,
      ideasImplemented: mine.filter((i) => (IMPLEMENTED_STATUSES as readonly string[]).includes(i.status)).length,
    });
    expect(page.users.find((u) => u.userId === 'usr-horst-krueger')?.status).toBe('INACTIVE');
    // Default sort: name ascending.
    const names = (await list()).users.map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists each person\'s functions (as PUT /admin/users/{id}/functions sets them), never the tariff group', async () => {
    const functionsOf = async (sub: string) => (await list('?pageSize=50')).users.find((u) => u.userId === sub)?.functions;
    expect(await functionsOf(ADMIN)).toEqual(['ideaManager']);
    expect(await functionsOf('usr-sarah-oconnor')).toEqual(['worksCouncil']);
    expect(await functionsOf(CREATOR)).toEqual([]);
    const put = await api.as(ADMIN, '/admin/users/u-creator/functions', {
      method: 'PUT',
      payload: JSON.stringify({ functions: ['worksCouncil', 'ideaManager'], tariffGroup: 'TG-77' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await functionsOf(CREATOR)).toEqual(['ideaManager', 'worksCouncil']);
    expect(JSON.stringify((await list('?pageSize=50')).users)).not.toContain('TG-77');
  });

  it('pages with 1-based page numbers and the allowed page sizes', async () => {
    const first = await list('?pageSize=5&page=1');
    const fourth = await list('?pageSize=5&page=4');
    expect(first.users).toHaveLength(5);
    expect(fourth.users).toHaveLength(3);
    expect(fourth.total).toBe(18);
    const all = new Set<string>();
    for (let p = 1; p <= 4; p++) (await list(`?pageSize=5&page=${p}`)).users.forEach((u) => all.add(u.id));
    expect(all.size).toBe(18);
    expect((await list('?page=9')).users).toEqual([]);
    expect((await list()).pageSize).toBe(10);
  });

  it('filters by search (name, email, department), role, status and unit', async () => {
    expect((await list('?search=creator%40')).users.map((u) => u.userId)).toEqual([CREATOR]);
    expect((await list('?search=M%C3%BCLLER')).users.map((u) => u.email)).toEqual(['juergen.mueller@example.com']);
    expect((await list('?search=customer%20service')).total).toBe(5);
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?role=EVALUATORS')).users.every((u) => u.role === 'EVALUATORS')).toBe(true);
    expect((await list('?status=INACTIVE')).users.map((u) => u.userId)).toEqual(['usr-horst-krueger']);
    const sales = await list('?organizationalUnitId=ou-sales&role=CREATORS');
    expect(sales.users.every((u) => u.organizationalUnitId === 'ou-sales' && u.role === 'CREATORS')).toBe(true);
    expect(sales.total).toBe(2);
    expect((await list('?organizationalUnitId=ou-other-hq')).total).toBe(0);
  });

  it('sorts by every column in both directions', async () => {
    for (const sort of ['name', 'email', 'role', 'department', 'organization', 'status', 'lastLogin', 'ideas']) {
      const asc = await list(`?sort=${sort}&direction=asc&pageSize=50`);
      const desc = await list(`?sort=${sort}&direction=desc&pageSize=50`);
      expect(asc.users).toHaveLength(18);
      expect(new Set(desc.users.map((u) => u.id))).toEqual(new Set(asc.users.map((u) => u.id)));
    }
    const ideas = (await list('?sort=ideas&direction=desc&pageSize=50')).users.map((u) => u.ideasSubmitted);
    expect(ideas).toEqual([...ideas].sort((a, b) => b - a));
    const emails = (await list('?sort=email&direction=desc&pageSize=50')).users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('rejects invalid list queries with 400 VALIDATION_FAILED', async () => {
    for (const q of ['?pageSize=7', '?page=0', '?sort=salary', '?direction=up', '?role=KING', '?status=GONE', '?unknown=1']) {
      const res = await api.as(ADMIN, `/admin/users${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('creates a profile in the caller tenant', async () => {
    const res = await call(api, ADMIN, 'POST', '/admin/users', {
      email: '  New.Person@Example.com ',
      givenName: 'Nina',
      familyName: 'Neu',
      role: 'CREATORS',
      organizationalUnitId: 'ou-sales',
      position: 'Trainee',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = AdminUserRow.parse(res.body);
    expect(created).toMatchObject({
      name: 'Nina Neu',
      email: 'new.person@example.com',
      role: 'CREATORS',
      department: 'Sales & Customer Service',
      organization: 'Demo Corp',
      status: 'ACTIVE',
      lastLogin: null,
      ideasSubmitted: 0,
      position: 'Trainee',
    });
    const [stored] = await api.handle.db.select().from(users).where(eq(users.id, created.id));
    expect(stored).toMatchObject({ tenantId: 'tenant-demo-corp', enabled: true, userId: created.userId });
    expect((await list('?search=nina')).total).toBe(1);
    // Same e-mail again (any case): 409.
    const dup = await call(api, ADMIN, 'POST', '/admin/users', { email: 'NEW.PERSON@example.com', givenName: 'Nina', familyName: 'Neu', role: 'VIEWERS' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('CONFLICT');
    // Invisible to the other tenant.
    expect((await api.as(OTHER_TENANT_USER, `/users/${created.id}`)).status).toBe(404);
  });

  it("answers an address of another tenant's account as a creation, stores nothing and leaves that account alone", async () => {
    const fresh = await call(api, ADMIN, 'POST', '/admin/users', { email: 'fresh.person@example.com', givenName: 'Otto', familyName: 'Other', role: 'VIEWERS', organizationalUnitId: 'ou-sales' });
    const res = await call(api, ADMIN, 'POST', '/admin/users', { email: 'OTTO@other.example', givenName: 'Otto', familyName: 'Other', role: 'VIEWERS', organizationalUnitId: 'ou-sales' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = AdminUserRow.parse(res.body);
    // Shaped like a real creation: same fields, same kinds of values.
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(row).toMatchObject({ email: 'otto@other.example', organization: 'Demo Corp', department: 'Sales & Customer Service', status: 'ACTIVE', ideasSubmitted: 0, lastLogin: null });
    expect(row.id).toMatch(/^u-[0-9a-f-]{36}$/);
    // Nothing stored, and the other tenant's account is untouched.
    const stored = await api.handle.query<{ id: string; tenant_id: string; role: string }>(`SELECT id, tenant_id, role FROM users WHERE lower(email) = 'otto@other.example'`);
    expect(stored).toEqual([{ id: 'u-otto-other', tenant_id: 'tenant-other-gmbh', role: 'CREATORS' }]);
    expect((await list('?search=otto@other')).total).toBe(0);
  });

  it('rejects invalid new users with 400 and stores nothing', async () => {
    const base = { email: 'valid@example.com', givenName: 'Val', familyName: 'Id', role: 'VIEWERS' };
    for (const body of [
      { ...base, email: 'not-an-email' },
      { ...base, givenName: 'V' },
      { ...base, familyName: ' ' },
      { ...base, role: 'KING' },
      { ...base, extra: true },
      { ...base, organizationalUnitId: 'ou-other-hq' },
      { ...base, organizationalUnitId: 'ou-missing' },
    ]) {
      const res = await call(api, ADMIN, 'POST', '/admin/users', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await api.handle.db.select().from(users).where(eq(users.email, 'valid@example.com'))).toHaveLength(0);
  });

  it('updates role, status (and enabled), unit and position', async () => {
    const res = await call(api, ADMIN, 'PATCH', '/admin/users/u-thomas-weber', {
      role: 'EVALUATORS',
      status: 'INACTIVE',
      organizationalUnitId: 'ou-rnd',
      position: 'Lab Lead',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(AdminUserRow.parse(res.body)).toMatchObject({ role: 'EVALUATORS', status: 'INACTIVE', department: 'Research & Development', position: 'Lab Lead' });
    expect(await row('usr-thomas-weber')).toMatchObject({ enabled: false, status: 'INACTIVE', organizationalUnitId: 'ou-rnd' });
    // Deactivated: can no longer call the API.
    expect((await api.as('usr-thomas-weber', '/users/me')).status).toBe(401);
    // By subject id too; ACTIVE re-enables.
    const back = await call(api, ADMIN, 'PATCH', '/admin/users/usr-thomas-weber', { status: 'ACTIVE', organizationalUnitId: null, position: null });
    expect(back.body).toMatchObject({ status: 'ACTIVE', department: null, position: null });
    expect(await row('usr-thomas-weber')).toMatchObject({ enabled: true, organizationalUnitId: null });
    expect((await api.as('usr-thomas-weber', '/users/me')).status).toBe(200);
  });

  it('refuses an admin demoting or deactivating themself with 409 SELF_MODIFICATION_FORBIDDEN', async () => {
    for (const body of [{ role: 'VIEWERS' }, { status: 'INACTIVE' }, { role: 'EVALUATORS', position: 'x' }]) {
      const res = await call(api, ADMIN, 'PATCH', '/admin/users/u-admin', body);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('SELF_MODIFICATION_FORBIDDEN');
    }
    expect(await row(ADMIN)).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', enabled: true });
    // Harmless own changes are fine.
    const ok = await call(api, ADMIN, 'PATCH', '/admin/users/usr-admin', { role: 'ADMIN', status: 'ACTIVE', position: 'Idea Manager' });
    expect(ok.status).toBe(200);
  });

  it('404 for users of another tenant or unknown, 400 for invalid updates (nothing stored)', async () => {
    for (const id of ['u-otto-other', OTHER_TENANT_USER, 'u-nobody']) {
      const res = await call(api, ADMIN, 'PATCH', `/admin/users/${id}`, { role: 'ADMIN' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await row(OTHER_TENANT_USER)).role).toBe('CREATORS');
    for (const body of [{}, { role: 'KING' }, { status: 'DELETED' }, { organizationalUnitId: 'ou-other-hq' }, { email: 'x@example.com' }]) {
      const res = await call(api, ADMIN, 'PATCH', '/admin/users/u-viewer', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await row(VIEWER)).toMatchObject({ role: 'VIEWERS', organizationalUnitId: 'ou-sales', status: 'ACTIVE' });
  });
});
