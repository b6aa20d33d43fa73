import { IdeaListResponse, OrganizationListResponse, OrganizationRow } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationalUnits } from '../src/db/schema';
import { IMPLEMENTED_STATUSES } from '../src/modules/admin/users';
import { SEED_IDEAS } from '../src/seed/ideas';
import { SEED_USERS } from '../src/seed/people';
import { call } from './support/admin';
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
      industry: 'Manufacturing',
      lineManager: 'Jürgen Müller',
      status: 'ACTIVE',
      employeeCount: people.length,
      activeUsers: people.filter((u) => u.enabled !== false).length,
      totalIdeas: ideas.length,
      implementedIdeas: ideas.filter((i) => (IMPLEMENTED_STATUSES as readonly string[]).includes(i.status)).length,
    });
    expect(production!.activeUsers).toBe(production!.employeeCount - 1);
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
    for (const sort of ['name', 'location', 'industry', 'employeeCount', 'activeUsers', 'totalIdeas', 'createdAt', 'status']) {
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
    for (const q of ['?pageSize=50', '?pageSize=0', '?page=-1', '?sort=sector', '?status=All', `?industry=${'x'.repeat(201)}`, '?direction=sideways', '?x=1']) {
      const res = await api.as(ADMIN, `/admin/organizations${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it("filters by industry (ignoring case) and offers the tenant's industries", async () => {
    const all = await list();
    expect(all.industries).toEqual(['Manufacturing', 'Research', 'Retail']);
    expect(all.organizations.map((o) => o.industry)).toEqual(['Manufacturing', 'Research', 'Retail']);
    const research = await list('?industry=research');
    expect(research.organizations.map((o) => o.id)).toEqual(['ou-rnd']);
    expect(research).toMatchObject({ total: 1, summary: { total: 3 } });
    expect((await list('?industry=Mining')).total).toBe(0);
    // The other tenant's 'Retail' unit is not counted.
    expect((await list('?industry=retail')).organizations.map((o) => o.id)).toEqual(['ou-sales']);
    const byIndustry = (await list('?sort=industry&direction=desc')).organizations.map((o) => o.industry);
    expect(byIndustry).toEqual(['Retail', 'Research', 'Manufacturing']);
  });

  describe('PATCH /admin/organizations/{id}', () => {
    it.each([EVALUATOR, CREATOR, VIEWER])('refuses %s with 403 and changes nothing', async (sub) => {
      for (const body of [{ name: 'Renamed' }, { name: '' }]) {
        const res = await call(api, sub, 'PATCH', '/admin/organizations/ou-rnd', body);
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect((await list('?search=garching')).organizations[0]?.name).toBe('Research & Development');
    });

    it('changes name, location, industry, line manager and status and answers the row', async () => {
      const res = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', {
        name: '  Forschung & Entwicklung ',
        location: 'Garching, Bau 2',
        industry: 'Biotech',
        lineManager: '',
        status: 'INACTIVE',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = OrganizationRow.parse(res.body);
      expect(row).toMatchObject({ id: 'ou-rnd', name: 'Forschung & Entwicklung', location: 'Garching, Bau 2', industry: 'Biotech', lineManager: null, status: 'INACTIVE' });
      expect(row.employeeCount).toBeGreaterThan(0);
      const after = await list('?industry=biotech');
      expect(after.organizations).toEqual([row]);
      expect(after.industries).toContain('Biotech');
      expect(after.summary).toMatchObject({ active: 2, inactive: 1 });
      // A partial update keeps the rest.
      const back = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { name: 'Research & Development', industry: 'Research', lineManager: 'Priya Sharma', location: 'Garching', status: 'ACTIVE' });
      expect(back.status).toBe(200);
      const kept = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { industry: null });
      expect(kept.body).toMatchObject({ name: 'Research & Development', location: 'Garching', industry: null, status: 'ACTIVE' });
      await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { industry: 'Research' });
    });

    it('refuses a name another unit of the tenant has (409 CONFLICT), but not one of another tenant', async () => {
      const clash = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { name: 'sales & customer service' });
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({ code: 'CONFLICT', details: [{ path: 'body.name' }] });
      const foreignName = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { name: 'Headquarters' });
      expect(foreignName.status).toBe(200);
      await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { name: 'Research & Development' });
    });

    it('each edit bumps the version; an edit with a stale one (body or If-Match) is 409 VERSION_CONFLICT and changes nothing', async () => {
      const read = (await list('?search=garching')).organizations[0]!;
      const first = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { location: 'Garching Nord', version: read.version });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.version).toBe(read.version + 1);
      expect(first.headers.etag).toBe(`"${read.version + 1}"`);

      const second = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { location: 'Overwritten', version: read.version });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ code: 'VERSION_CONFLICT', details: [{ path: 'version', message: String(read.version + 1) }] });
      const byHeader = await api.as(ADMIN, '/admin/organizations/ou-rnd', { method: 'PATCH', payload: { location: 'Overwritten' }, headers: { 'if-match': `"${read.version}"` } });
      expect(byHeader.status).toBe(409);
      expect((await list('?search=garching')).organizations[0]).toMatchObject({ location: 'Garching Nord', version: read.version + 1 });

      const back = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { location: 'Garching', version: read.version + 1 });
      expect(back.body).toMatchObject({ location: 'Garching', version: read.version + 2 });
      // A version alone is nothing to update.
      expect((await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', { version: read.version + 2 })).status).toBe(400);
    });

    it("answers 404 for another tenant's or an unknown unit", async () => {
      for (const id of ['ou-other-hq', 'ou-nope']) {
        const res = await call(api, ADMIN, 'PATCH', `/admin/organizations/${id}`, { name: 'Taken over' });
        expect(res.status, id).toBe(404);
        expect(res.body.code).toBe('NOT_FOUND');
      }
    });

    it('rejects invalid bodies with 400 VALIDATION_FAILED', async () => {
      for (const body of [{}, { name: 'x' }, { name: 'y'.repeat(101) }, { status: 'Closed' }, { industry: 'i'.repeat(81) }, { employees: 3 }]) {
        const res = await call(api, ADMIN, 'PATCH', '/admin/organizations/ou-rnd', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
    });
  });

  it("GET /ideas?organizationalUnitId lists only that unit's ideas", async () => {
    const ideasOf = async (query: string) => {
      const res = await api.as(ADMIN, `/ideas?limit=1000${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return IdeaListResponse.parse(res.body).ideas;
    };
    const all = await ideasOf('');
    const units = await list();
    const production = await ideasOf('&organizationalUnitId=ou-production');
    const withoutDrafts = production.filter((i) => i.status !== 'draft');
    expect(withoutDrafts).toHaveLength(units.organizations.find((o) => o.id === 'ou-production')!.totalIdeas);
    expect(production.length).toBeGreaterThan(0);
    expect(production.length).toBeLessThan(all.length);
    const rnd = await ideasOf('&organizationalUnitId=ou-rnd');
    expect(rnd.some((i) => production.some((p) => p.id === i.id))).toBe(false);
    expect(await ideasOf('&organizationalUnitId=ou-other-hq')).toEqual([]);
  });
});
