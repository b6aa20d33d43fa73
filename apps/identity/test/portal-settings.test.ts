import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { getTenantPolicy } from '../src/index.js';
import { Browser, DEMO_TENANT, exchangeCode, openTestDatabase, OTHER_TENANT, PASSWORD, signIn, startIdentity, tokenRequest, type Running } from './helpers.js';

let db: DatabaseHandle;
let op: Running;

beforeAll(async () => {
  db = await openTestDatabase();
  op = await startIdentity(db);
});

afterAll(async () => {
  await op?.close();
  await db?.close();
});

const claims = (jwt: unknown) => JSON.parse(Buffer.from(String(jwt).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

async function tokensFor(email: string, remember: boolean) {
  const browser = new Browser(op.issuer);
  const r = await signIn(browser, op.issuer, email, PASSWORD, {}, remember);
  const code = r.url.searchParams.get('code');
  expect(code).toBeTruthy();
  const tokens = await exchangeCode(op.issuer, code!, r.verifier);
  expect(tokens.res.status).toBe(200);
  return tokens.body;
}

describe("the ID token carries the 'Remember me' choice", () => {
  it('remember: true when checked, false when not; kept on refresh', async () => {
    const remembered = await tokensFor('admin@example.com', true);
    expect(claims(remembered.id_token).remember).toBe(true);
    const transient = await tokensFor('viewer@example.com', false);
    expect(claims(transient.id_token).remember).toBe(false);

    const refreshed = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: String(transient.refresh_token) });
    expect(refreshed.res.status).toBe(200);
    expect(claims(refreshed.body.id_token).remember).toBe(false);
    // the access token is for the API: no such claim there
    expect(claims(remembered.access_token).remember).toBeUndefined();
  });
});

describe("one settings source: the admin's public.tenant_settings", () => {
  it("the seeded provider policy is carried over into the admin's table at start-up", async () => {
    const rows = await db.query<{ self_registration_enabled: boolean; allowed_domains: string[] }>(
      `SELECT self_registration_enabled, allowed_domains FROM public.tenant_settings WHERE tenant_id = $1`,
      [DEMO_TENANT],
    );
    expect(rows[0]).toMatchObject({ self_registration_enabled: true, allowed_domains: ['example.com'] });
  });

  it('a row written by the admin API (PUT /admin/settings) decides registration and MFA', async () => {
    const upsert = (tenant: string, enabled: boolean, domains: string[], mfa: boolean) =>
      db.query(
        `INSERT INTO public.tenant_settings (tenant_id, self_registration_enabled, allowed_domains, require_mfa) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tenant_id) DO UPDATE SET self_registration_enabled = $2, allowed_domains = $3, require_mfa = $4`,
        [tenant, enabled, domains, mfa],
      );
    const register = (email: string) =>
      new Browser(op.issuer).postForm('/register', { email, password: 'Sup3r-secret', firstName: 'Nina', lastName: 'Neu' });

    await upsert(DEMO_TENANT, false, ['example.com'], false);
    expect((await register('off@example.com')).res.status).toBe(403);
    await upsert(DEMO_TENANT, true, ['example.com'], true);
    expect((await register('on@example.com')).url.pathname).toBe('/register/confirm');
    expect(await getTenantPolicy(db, DEMO_TENANT)).toMatchObject({ selfRegistration: true, allowedDomains: ['example.com'], requireMfa: true });

    // MFA required by the admin: the next sign-in asks for the enrolment
    const browser = new Browser(op.issuer);
    const r = await signIn(browser, op.issuer, 'viewer@example.com', PASSWORD);
    expect(r.url.searchParams.get('code')).toBeNull();
    expect(await r.res.text()).toMatch(/data:image\/svg\+xml|otpauth/);
    await upsert(DEMO_TENANT, true, ['example.com'], false);

    // a tenant without any row: the admin API's default (no self-registration)
    expect(await getTenantPolicy(db, OTHER_TENANT)).toMatchObject({ selfRegistration: false, requireMfa: false });
  });
});
