import { OrganizationListResponse } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationalUnits } from '../src/db/schema';
import { IMPLEMENTED_STATUSES } from '../src/modules/admin/users';
import { SEED_IDEAS } from '../src/seed/ideas';
import { SEED_USERS } from '../src/seed/people';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

describe.each(targets)('admin organizations on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const list = async (query = '', sub = ADMIN) => {
    const res = await api.as(sub, `/admin/organizations${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return OrganizationListResponse.parse(res.body);
  };

  it.each([EVALUATOR, CREATOR, VIEWER])('refuses %s with 403', async (sub) => {
    for (const q of ['', '?pageSize=50']) {
      const res = await api.as(sub, `/admin/organizations${q}`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('lists the tenant units with computed counts', async () => {
    const body = await list();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 10, summary: { total: 3, active: 3, inactive: 0 } });
    expect(body.organizations.map((o) => o.id)).toEqual(['ou-production', 'ou-rnd', 'ou-sales']);
    const production = body.organizations[0];
    const people = SEED_USERS.filter((u) => u.unit === 'ou-production');
    const submitters = new Set(people.map((u) => u.key));
    const ideas = SEED_IDEAS.filter((i) => submitters.has(i.by) && i.status !== 'draft');
    expect(production).toMatchObject({
      name: 'Produktion München',
      location: 'München, Werk 1',
      lineManager: 'Jürgen Müller',
      status: 'ACTIVE',
      employeeCount: people.length,
      activeUsers: people.filter((u) => u.enabled !== false).length,
      totalIdeas: ideas.length,
      implementedIdeas: ideas.filter((i) => (IMPLEMENTED_STATUSES as readonly string[]).includes(i.status)).length,
    });
    expect(production.activeUsers).toBe(production.employeeCount - 1);
  });

  it("never shows another tenant's units", async () => {
    expect((await list('?pageSize=20')).organizations.map((o) => o.id)).not.toContain('ou-other-hq');
    expect((await list('?search=headquarters')).total).toBe(0);
    // The other tenant (not an admin there) is refused anyway.
    expect((await api.as(OTHER_TENANT_USER, '/admin/organizations')).status).toBe(403);
  });

  it('searches name or location, filters status, sorts and pages', async () => {
    expect((await list('?search=garching')).organizations.map((o) => o.id)).toEqual(['ou-rnd']);
    expect((await list('?search=SALES')).organizations.map((o) => o.id)).toEqual(['ou-sales']);
    expect((await list('?search=%20%20')).total).toBe(3);
    const byPeople = (await list('?sort=employeeCount&direction=desc')).organizations.map((o) => o.employeeCount);
    expect(byPeople).toEqual([...byPeople].sort((a, b) => b - a));
    for (const sort of ['name', 'location', 'employeeCount', 'activeUsers', 'totalIdeas', 'createdAt', 'status']) {
      expect((await list(`?sort=${sort}&direction=desc`)).organizations).toHaveLength(3);
    }
    const page2 = await list('?pageSize=5&page=2');
    expect(page2).toMatchObject({ total: 3, page: 2, organizations: [] });

    await api.handle.db.update(organizationalUnits).set({ status: 'INACTIVE' }).where(eq(organizationalUnits.id, 'ou-sales'));
    const inactive = await list('?status=INACTIVE');
    expect(inactive.organizations.map((o) => o.id)).toEqual(['ou-sales']);
    expect(inactive.summary).toEqual({ total: 3, active: 2, inactive: 1 });
    expect((await list('?status=ACTIVE')).total).toBe(2);
    await api.handle.db.update(organizationalUnits).set({ status: 'ACTIVE' }).where(eq(organizationalUnits.id, 'ou-sales'));
  });

  it('rejects invalid queries with 400 VALIDATION_FAILED', async () => {
    for (const q of ['?pageSize=50', '?pageSize=0', '?page=-1', '?sort=industry', '?status=All', '?direction=sideways', '?x=1']) {
      const res = await api.as(ADMIN, `/admin/organizations${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
