import { ActivityResponse, TenantSettings } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaHistory, tenants, tenantSettings } from '../src/db/schema';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

const VALID = {
  name: 'Demo Corp AG',
  preferredLanguage: 'en',
  currency: 'chf',
  selfRegistration: { enabled: true, allowedDomains: ['Example.com', 'demo-corp.de', 'example.com'] },
  requireMfa: true,
} as const;

describe.each(targets)('admin settings and activity on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  it.each([EVALUATOR, CREATOR, VIEWER])('refuses %s with 403 and changes nothing', async (sub) => {
    for (const [method, url, body] of [
      ['GET', '/admin/settings'],
      ['PUT', '/admin/settings', VALID],
      ['PUT', '/admin/settings', { name: 1 }],
      ['GET', '/admin/activity'],
      ['GET', '/admin/activity?page=0'],
    ] as const) {
      const res = await call(api, sub, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await api.handle.db.select().from(tenantSettings)).toHaveLength(0);
  });

  it('answers defaults before anything was saved', async () => {
    const res = await api.as(ADMIN, '/admin/settings');
    expect(res.status).toBe(200);
    expect(TenantSettings.parse(res.body)).toMatchObject({
      name: 'Demo Corp',
      preferredLanguage: 'de',
      currency: 'EUR',
      selfRegistration: { enabled: false, allowedDomains: [] },
      requireMfa: false,
      timeZone: 'Europe/Berlin',
      allowSelfAssessment: false,
      realisedSavingsReviewThreshold: 100000,
    });
  });

  it('round-trips the settings through PUT and GET, scoped to the tenant', async () => {
    const put = await call(api, ADMIN, 'PUT', '/admin/settings', VALID);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const expected = {
      name: 'Demo Corp AG',
      preferredLanguage: 'en',
      currency: 'CHF',
      selfRegistration: { enabled: true, allowedDomains: ['example.com', 'demo-corp.de'] },
      requireMfa: true,
    };
    expect(TenantSettings.parse(put.body)).toMatchObject(expected);
    const get = await api.as(ADMIN, '/admin/settings');
    expect(get.body).toMatchObject(expected);
    expect(get.body.updatedAt).toEqual(expect.any(String));
    const [policy] = await api.handle.db.select().from(tenantSettings);
    expect(policy).toMatchObject({ tenantId: 'tenant-demo-corp', selfRegistrationEnabled: true, requireMfa: true, updatedBy: 'u-admin' });
    // The tenant row carries name/language/currency; the user API shows the new name.
    expect((await api.as(VIEWER, '/users/me')).body.profile.tenant).toMatchObject({ name: 'Demo Corp AG', currency: 'CHF', preferredLanguage: 'en' });
    // The other tenant is untouched.
    const [other] = await api.handle.db.select().from(tenants).where(eq(tenants.id, 'tenant-other-gmbh'));
    expect(other!.name).toBe('Other GmbH');

    // A second PUT overwrites (upsert), switching everything off.
    const off = await call(api, ADMIN, 'PUT', '/admin/settings', { ...VALID, name: 'Demo Corp', selfRegistration: { enabled: false, allowedDomains: [] }, requireMfa: false });
    expect(off.body).toMatchObject({ name: 'Demo Corp', selfRegistration: { enabled: false, allowedDomains: [] }, requireMfa: false });
    expect(await api.handle.db.select().from(tenantSettings)).toHaveLength(1);
  });

  it('separation of duties: self-assessment and the second-person threshold round-trip; a PUT without them keeps them', async () => {
    const on = await call(api, ADMIN, 'PUT', '/admin/settings', { ...VALID, allowSelfAssessment: true, realisedSavingsReviewThreshold: 25000 });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ allowSelfAssessment: true, realisedSavingsReviewThreshold: 25000 });
    const kept = await call(api, ADMIN, 'PUT', '/admin/settings', VALID);
    expect(kept.body).toMatchObject({ allowSelfAssessment: true, realisedSavingsReviewThreshold: 25000 });
    for (const bad of [{ allowSelfAssessment: 'yes' }, { realisedSavingsReviewThreshold: -1 }, { realisedSavingsReviewThreshold: 2e9 }]) {
      expect((await call(api, ADMIN, 'PUT', '/admin/settings', { ...VALID, ...bad })).status, JSON.stringify(bad)).toBe(400);
    }
    const off = await call(api, ADMIN, 'PUT', '/admin/settings', { ...VALID, allowSelfAssessment: false, realisedSavingsReviewThreshold: 100000 });
    expect(off.body).toMatchObject({ allowSelfAssessment: false, realisedSavingsReviewThreshold: 100000 });
  });

  it('rejects invalid settings with 400 VALIDATION_FAILED and stores nothing', async () => {
    const before = (await api.as(ADMIN, '/admin/settings')).body;
    for (const body of [
      {},
      { ...VALID, name: 'x' },
      { ...VALID, preferredLanguage: 'fr' },
      { ...VALID, currency: 'EURO' },
      { ...VALID, selfRegistration: { enabled: true, allowedDomains: ['not a domain'] } },
      { ...VALID, selfRegistration: { enabled: true } },
      { ...VALID, requireMfa: 'yes' },
      { ...VALID, tenantId: 'tenant-other-gmbh' },
    ]) {
      const res = await call(api, ADMIN, 'PUT', '/admin/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await api.as(ADMIN, '/admin/settings')).body).toEqual(before);
  });

  it('lists tenant-wide history newest first with idea title and actor, paged', async () => {
    const res = await api.as(ADMIN, '/admin/activity?pageSize=10');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const first = ActivityResponse.parse(res.body);
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.entries).toHaveLength(10);
    const times = first.entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.entries.every((e) => (e.ideaTitle ?? '').length > 0 && e.actorName)).toBe(true);
    expect(first.entries.some((e) => e.actorId?.startsWith('u-'))).toBe(true);
    expect(first.entries.every((e) => !(e.ideaId ?? '').startsWith('other-'))).toBe(true);

    const second = ActivityResponse.parse((await api.as(ADMIN, '/admin/activity?page=2&pageSize=10')).body);
    expect(second.total).toBe(first.total);
    expect(second.entries[0]!.createdAt <= first.entries[9]!.createdAt).toBe(true);
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(20);

    // Total: every entry of the tenant except other people's drafts.
    const all = await api.handle.db.select().from(ideaHistory).where(eq(ideaHistory.tenantId, 'tenant-demo-corp'));
    expect(first.total).toBeGreaterThan(20);
    expect(first.total).toBeLessThanOrEqual(all.length);
    const last = ActivityResponse.parse((await api.as(ADMIN, `/admin/activity?pageSize=100&page=${Math.ceil(first.total / 100) + 1}`)).body);
    expect(last.entries).toEqual([]);
  });

  it('rejects invalid activity paging with 400', async () => {
    for (const q of ['?page=0', '?pageSize=0', '?pageSize=101', '?page=abc', '?foo=1']) {
      const res = await api.as(ADMIN, `/admin/activity${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await api.as(OTHER_TENANT_USER, '/admin/activity')).status).toBe(403);
  });
});

describe.each(targets)('self-registration domains and settings versions on $name', (target) => {
  let api: TestApi;
  const OTHER_ADMIN = OTHER_TENANT_USER;
  beforeAll(async () => {
    api = await apiOn(target);
    // Other GmbH's only user is its administrator here (before any request, so no cached profile).
    await api.handle.query(`UPDATE users SET role = 'ADMIN' WHERE user_id = $1`, [OTHER_ADMIN]);
  });
  afterAll(() => api?.close());

  const settingsOf = async (sub: string) => TenantSettings.parse((await api.as(sub, '/admin/settings')).body);
  const withDomains = (domains: string[]) => ({ ...VALID, selfRegistration: { enabled: true, allowedDomains: domains } });

  it("refuses a domain another tenant holds (409 DOMAIN_TAKEN naming it) and leaves that tenant's settings alone", async () => {
    expect((await call(api, ADMIN, 'PUT', '/admin/settings', withDomains(['example.com']))).status).toBe(200);
    const before = await settingsOf(OTHER_ADMIN);

    const claim = await call(api, OTHER_ADMIN, 'PUT', '/admin/settings', { ...withDomains(['other.example', 'EXAMPLE.com']), name: 'Other GmbH' });
    expect(claim.status, JSON.stringify(claim.body)).toBe(409);
    expect(claim.body).toMatchObject({ code: 'DOMAIN_TAKEN', details: [{ path: 'body.selfRegistration.allowedDomains.1', message: 'example.com' }] });
    expect(await settingsOf(OTHER_ADMIN)).toEqual(before);
    expect((await settingsOf(ADMIN)).selfRegistration.allowedDomains).toEqual(['example.com']);

    // A domain nobody holds is fine; once Demo Corp lets example.com go, Other GmbH may take it.
    expect((await call(api, OTHER_ADMIN, 'PUT', '/admin/settings', { ...withDomains(['other.example']), name: 'Other GmbH' })).status).toBe(200);
    expect((await call(api, ADMIN, 'PUT', '/admin/settings', withDomains(['demo-corp.de']))).status).toBe(200);
    const taken = await call(api, OTHER_ADMIN, 'PUT', '/admin/settings', { ...withDomains(['other.example', 'example.com']), name: 'Other GmbH' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await api.handle.query('SELECT domain, tenant_id FROM tenant_domains ORDER BY domain')).toEqual([
      { domain: 'demo-corp.de', tenant_id: 'tenant-demo-corp' },
      { domain: 'example.com', tenant_id: 'tenant-other-gmbh' },
      { domain: 'other.example', tenant_id: 'tenant-other-gmbh' },
    ]);
  });

  it('the database itself refuses a second tenant for a domain (any writer, e.g. the identity provider)', async () => {
    await expect(api.handle.query(`UPDATE tenant_settings SET allowed_domains = '{demo-corp.de}' WHERE tenant_id = 'tenant-other-gmbh'`)).rejects.toThrow();
    expect((await settingsOf(OTHER_ADMIN)).selfRegistration.allowedDomains).toEqual(['other.example', 'example.com']);
  });

  it('settings carry a version: a save with a stale one (body or If-Match) is 409 VERSION_CONFLICT and changes nothing', async () => {
    const read = await api.as(ADMIN, '/admin/settings');
    const { version } = TenantSettings.parse(read.body);
    expect(read.headers.etag).toBe(`"${version}"`);
    const saved = await call(api, ADMIN, 'PUT', '/admin/settings', { ...withDomains(['demo-corp.de']), name: 'First writer', version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(version + 1);

    const stale = await call(api, ADMIN, 'PUT', '/admin/settings', { ...withDomains(['demo-corp.de']), name: 'Second writer', version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', details: [{ path: 'version', message: String(version + 1) }] });
    const staleHeader = await api.as(ADMIN, '/admin/settings', {
      method: 'PUT',
      payload: { ...withDomains(['demo-corp.de']), name: 'Second writer' },
      headers: { 'if-match': `"${version}"` },
    });
    expect(staleHeader.status).toBe(409);
    expect((await settingsOf(ADMIN)).name).toBe('First writer');

    const fresh = await call(api, ADMIN, 'PUT', '/admin/settings', { ...withDomains(['demo-corp.de']), name: 'Second writer', version: version + 1 });
    expect(fresh.body).toMatchObject({ name: 'Second writer', version: version + 2 });
  });

  it('time zone: an IANA zone round-trips and is what the PDF reads, recorded in the activity log; a PUT without it keeps it; an unknown one is 400 naming body.timeZone, storing nothing; a stale version is 409', async () => {
    // Demo Corp's own domain (example.com went to Other GmbH above).
    const mine = withDomains(['demo-corp.de']);
    const zoneOf = async (tenantId: string) => (await api.handle.db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId)))[0]!.timeZone;
    const set = await call(api, ADMIN, 'PUT', '/admin/settings', { ...mine, timeZone: 'America/New_York' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(TenantSettings.parse(set.body).timeZone).toBe('America/New_York');
    expect((await api.as(ADMIN, '/admin/settings')).body.timeZone).toBe('America/New_York');
    expect(await zoneOf('tenant-demo-corp')).toBe('America/New_York');
    expect(await zoneOf('tenant-other-gmbh')).toBe('Europe/Berlin');
    expect((await call(api, ADMIN, 'PUT', '/admin/settings', mine)).body.timeZone).toBe('America/New_York');
    expect((await call(api, ADMIN, 'PUT', '/admin/settings', { ...mine, timeZone: 'America/New_York' })).status).toBe(200);

    // The activity log has the change once (saving the same zone again, or without it, adds nothing), newest first.
    const zoneEntries = async () => ActivityResponse.parse((await api.as(ADMIN, '/admin/activity?pageSize=100')).body).entries.filter((e) => e.entityType === 'tenant');
    const logged = await zoneEntries();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ fieldName: 'timeZone', oldValue: 'Europe/Berlin', newValue: 'America/New_York', actorId: 'u-admin', actorName: expect.any(String), ideaId: null, subjectUserId: null });
    expect(ActivityResponse.parse((await api.as(ADMIN, '/admin/activity?pageSize=1')).body).entries[0]!.id).toBe(logged[0]!.id);

    const before = (await api.as(ADMIN, '/admin/settings')).body;
    for (const timeZone of ['Mars/Olympus_Mons', 'europe/berlin', '', 'CET+1', 7]) {
      const res = await call(api, ADMIN, 'PUT', '/admin/settings', { ...mine, timeZone });
      expect(res.status, String(timeZone)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body.timeZone' }] });
      if (typeof timeZone === 'string') expect(res.body.details[0].message).toBe('validation.unknownTimeZone');
    }
    expect((await api.as(ADMIN, '/admin/settings')).body).toEqual(before);

    const stale = await call(api, ADMIN, 'PUT', '/admin/settings', { ...mine, timeZone: 'Asia/Tokyo', version: before.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    expect(await zoneOf('tenant-demo-corp')).toBe('America/New_York');
    const back = await call(api, ADMIN, 'PUT', '/admin/settings', { ...mine, timeZone: 'Europe/Berlin', version: before.version });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body).toMatchObject({ timeZone: 'Europe/Berlin', version: before.version + 1 });
    expect((await zoneEntries()).map((e) => [e.oldValue, e.newValue])).toEqual([
      ['America/New_York', 'Europe/Berlin'],
      ['Europe/Berlin', 'America/New_York'],
    ]);
  });
});
