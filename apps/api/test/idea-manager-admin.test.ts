import { CurrentUser } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, targets, type TestApi } from './support/api';

/**
 * An idea manager without ADMIN (the user function; Anna Becker is CREATORS) enters the admin
 * area for the premium rules and the payroll export only (issue 39): GET /users/me names those
 * two pages, their endpoints answer, every other admin endpoint stays 403. The works council reads
 * the rules but has no admin page; an idea manager by the tenant's list counts as one too.
 */
const MANAGER = 'usr-anna-becker';
const WORKS_COUNCIL = 'usr-sarah-oconnor';
const LISTED_MANAGER = 'usr-leonie-wagner';

const ADMIN_ONLY: [string, string][] = [
  ['GET', '/admin/stats'],
  ['GET', '/admin/users'],
  ['PATCH', '/admin/users/u-creator'],
  ['GET', '/admin/users/export'],
  ['GET', '/admin/organizations'],
  ['GET', '/admin/categories'],
  ['GET', '/admin/settings'],
  ['GET', '/admin/activity'],
  ['GET', '/admin/activity/export'],
  ['PUT', '/admin/users/u-creator/functions'],
  ['PUT', '/admin/settings'],
];

describe.each(targets)('the idea manager in the admin area on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
    await api.handle.query(`UPDATE users SET functions = '{ideaManager}' WHERE id = 'u-anna-becker'`);
    await api.handle.query(`UPDATE tenants SET idea_managers = array_append(idea_managers, 'leonie.wagner@example.com') WHERE id = 'tenant-demo-corp'`);
  });
  afterAll(() => api?.close());

  const me = async (sub: string) => CurrentUser.parse((await api.as(sub, '/users/me')).body);

  it.each([
    ['idea manager by function (CREATORS)', MANAGER],
    ["idea manager by the tenant's list (CREATORS)", LISTED_MANAGER],
  ])('%s: GET /users/me opens the admin area with the premium rules and the payroll export only', async (_who, sub) => {
    const current = await me(sub);
    expect(current.profile.role).toBe('CREATORS');
    expect(current.canAccessAdmin).toBe(true);
    expect(current.adminSections).toEqual(['premiumRules', 'payroll']);
  });

  it('ADMIN opens every admin page; the works council and a creator none', async () => {
    expect((await me(ADMIN)).adminSections).toEqual(['dashboard', 'users', 'organizations', 'categories', 'settings', 'premiumRules', 'payroll', 'activity', 'ideas']);
    for (const sub of [WORKS_COUNCIL, CREATOR]) {
      const current = await me(sub);
      expect(current.canAccessAdmin).toBe(false);
      expect(current.adminSections).toEqual([]);
    }
  });

  it('the idea manager reads the premium rules and the payroll batches', async () => {
    expect((await call(api, MANAGER, 'GET', '/admin/premium-rules')).status).toBe(200);
    expect((await call(api, MANAGER, 'GET', '/payroll-exports')).status).toBe(200);
    expect((await call(api, LISTED_MANAGER, 'GET', '/admin/premium-rules')).status).toBe(200);
  });

  it.each(ADMIN_ONLY)('the idea manager gets 403 for %s %s (ADMIN gets past the gate)', async (method, url) => {
    const body = method === 'GET' ? undefined : url.endsWith('/functions') ? { functions: ['ideaManager'] } : {};
    const refused = await call(api, MANAGER, method as 'GET', url, body);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
    if (method === 'GET') expect((await call(api, ADMIN, 'GET', url)).status).toBe(200);
  });
});
