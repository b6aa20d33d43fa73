import { CurrentUser, MyIdeasResponse, UserListResponse, UserProfile, IdeaSummary } from '@idea-portal/contracts';
import { permissionsFor } from '@idea-portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

describe.each(targets)('users on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  it.each([
    [ADMIN, 'ADMIN', true],
    [EVALUATOR, 'EVALUATORS', false],
    [CREATOR, 'CREATORS', false],
    [VIEWER, 'VIEWERS', false],
  ] as const)('GET /users/me for %s', async (sub, role, admin) => {
    const res = await api.as(sub, '/users/me');
    expect(res.status).toBe(200);
    const me = CurrentUser.parse(res.body);
    expect(me.profile).toMatchObject({ userId: sub, role, tenant: { name: 'Demo Corp' } });
    expect(me.profile.organizationalUnit?.tenantId).toBe('tenant-demo-corp');
    expect(me.permissions).toEqual([...permissionsFor(role)]);
    expect(me.canAccessAdmin).toBe(admin);
  });

  it('GET /users?userId= answers one profile of the tenant, 404 otherwise', async () => {
    const res = await api.as(VIEWER, '/users?userId=usr-admin');
    expect(res.status).toBe(200);
    expect(UserProfile.parse(res.body)).toMatchObject({ email: 'admin@example.com', givenName: 'Ada', familyName: 'Admin', role: 'ADMIN' });
    const foreign = await api.as(VIEWER, `/users?userId=${OTHER_TENANT_USER}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
  });

  it('GET /users/{id} by profile id or subject, scoped to the tenant', async () => {
    expect((await api.as(VIEWER, '/users/u-creator')).body.email).toBe('creator@example.com');
    expect((await api.as(VIEWER, '/users/usr-creator')).body.email).toBe('creator@example.com');
    expect((await api.as(VIEWER, '/users/u-otto-other')).status).toBe(404);
    expect((await api.as(OTHER_TENANT_USER, '/users/u-admin')).status).toBe(404);
  });

  it('never shows the tariff/salary group as the profile group, not even to admins (only works council and idea manager read it)', async () => {
    expect((await api.as(VIEWER, '/users/u-admin')).body.group).toBeNull();
    expect((await api.as(ADMIN, '/users/u-viewer')).body.group).toBeNull();
    expect((await api.as(VIEWER, '/users/me')).body.profile.group).toBeNull();
    const listed = UserListResponse.parse((await api.as(ADMIN, '/users?pageSize=100')).body);
    expect(listed.users.filter((u) => u.group !== null)).toEqual([]);
    // The group itself is still there for those two functions.
    const [row] = await api.handle.query<{ tariff_group: string | null }>(`SELECT tariff_group FROM users WHERE id = 'u-viewer'`);
    expect(row?.tariff_group).toBe('E12');
  });

  it('GET /users pages through the tenant with a keyset token', async () => {
    const seen: string[] = [];
    let token: string | null = null;
    let pages = 0;
    do {
      const res = await api.as(VIEWER, `/users?pageSize=5${token ? `&lastEvaluatedKey=${token}` : ''}`);
      expect(res.status).toBe(200);
      const page = UserListResponse.parse(res.body);
      expect(page.pagination).toMatchObject({ pageSize: 5, totalItems: 18 });
      expect(page.pagination.hasMore).toBe(page.pagination.nextPageToken !== null);
      seen.push(...page.users.map((u) => u.id));
      token = page.pagination.nextPageToken;
      pages++;
    } while (token && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(18);
    expect(seen).not.toContain('u-otto-other');
  });

  it('GET /users applies the spec filters', async () => {
    const q = async (query: string) => UserListResponse.parse((await api.as(ADMIN, `/users?${query}`)).body);
    expect((await q('familyName=müll')).users.map((u) => u.email)).toEqual(['juergen.mueller@example.com']);
    expect((await q('givenName=EVA')).users.map((u) => u.userId)).toEqual(['usr-evaluator']);
    expect((await q('email=creator@')).users).toHaveLength(1);
    expect((await q('position=engineer')).users.length).toBeGreaterThanOrEqual(2);
    expect((await q('phone=4711-103')).users.map((u) => u.userId)).toEqual(['usr-viewer']);
    const sales = await q('organizationalUnits=ou-sales');
    expect(sales.pagination.totalItems).toBe(5);
    expect(sales.users.every((u) => u.organizationalUnit?.id === 'ou-sales')).toBe(true);
    expect((await q('organizationalUnits=ou-sales,ou-rnd')).pagination.totalItems).toBe(11);
    expect((await q('tenants=tenant-other-gmbh')).users).toEqual([]);
    expect((await q('tenants=tenant-demo-corp,tenant-other-gmbh')).pagination.totalItems).toBe(18);
    expect((await q('familyName=%25')).users).toEqual([]); // wildcards match literally
  });

  it.each(['pageSize=0', 'pageSize=101', 'lastEvaluatedKey=garbage', 'colour=blue'])('GET /users?%s is a 400', async (query) => {
    const res = await api.as(ADMIN, `/users?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('GET /users/my-ideas lists submitted and contributed ideas, drafts included', async () => {
    const res = await api.as(CREATOR, '/users/my-ideas');
    expect(res.status).toBe(200);
    const body = MyIdeasResponse.parse(res.body);
    const ids = body.ideas.map((i) => i.IdeaId);
    expect(ids).toEqual(expect.arrayContaining(['idea-003', 'idea-022', 'idea-025', 'idea-039', 'idea-002', 'idea-032']));
    expect(ids).not.toContain('idea-001');
    expect(body.ideas.find((i) => i.IdeaId === 'idea-025')).toMatchObject({ Title: 'Augmented reality for remote service support', Status: 'draft' });
    const first = MyIdeasResponse.parse((await api.as(CREATOR, '/users/my-ideas?limit=3')).body);
    expect(first.hasMore).toBe(true);
    const second = MyIdeasResponse.parse((await api.as(CREATOR, `/users/my-ideas?limit=100&cursor=${first.nextCursor}`)).body);
    expect([...first.ideas, ...second.ideas].map((i) => i.IdeaId)).toEqual(ids);
  });

  it('GET /users/my-ideas counts only the ideas the caller submitted ("Ideas Created")', async () => {
    const body = MyIdeasResponse.parse((await api.as(CREATOR, '/users/my-ideas?limit=100')).body);
    const submitters = await Promise.all(body.ideas.map(async (i) => (await api.as(CREATOR, `/ideas/${i.IdeaId}`)).body.submitterId as string));
    const submitted = submitters.filter((s) => s === CREATOR || s === 'u-creator').length;
    expect(submitted).toBeLessThan(body.ideas.length);
    expect(body.submittedCount).toBe(submitted);
    expect(MyIdeasResponse.parse((await api.as(CREATOR, '/users/my-ideas?limit=1')).body).submittedCount).toBe(submitted);
  });

  it('GET /users/{id}/following-ideas: self, or any user for admins', async () => {
    const mine = await api.as(CREATOR, '/users/u-creator/following-ideas');
    expect(mine.status).toBe(200);
    const ideas = z.array(IdeaSummary).parse(mine.body);
    expect(ideas.map((i) => i.id)).toEqual(['idea-020', 'idea-019', 'idea-012', 'idea-010', 'idea-003', 'idea-001']);
    expect((await api.as(CREATOR, '/users/usr-creator/following-ideas')).status).toBe(200);
    const other = await api.as(CREATOR, '/users/u-viewer/following-ideas');
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('FORBIDDEN');
    expect((await api.as(ADMIN, '/users/u-viewer/following-ideas')).body).toHaveLength(3);
    expect((await api.as(ADMIN, '/users/u-otto-other/following-ideas')).status).toBe(404);
  });
});
