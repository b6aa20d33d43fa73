import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import type { DatabaseHandle } from '@idea-portal/db';
import { authorizeUrl, Browser, exchangeCode, pkce, openTestDatabase, PASSWORD, PORTAL, REDIRECT_URI, signIn, startIdentity, tokenRequest, type Running } from './helpers.js';

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

describe('discovery', () => {
  it('publishes the OpenID configuration and the JWKS', async () => {
    const res = await fetch(`${op.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as Record<string, unknown>;
    expect(d.issuer).toBe(op.issuer);
    expect(d.authorization_endpoint).toBe(`${op.issuer}/auth`);
    expect(d.token_endpoint).toBe(`${op.issuer}/token`);
    expect(d.jwks_uri).toBe(`${op.issuer}/jwks`);
    expect(d.userinfo_endpoint).toBe(`${op.issuer}/me`);
    expect(d.end_session_endpoint).toBe(`${op.issuer}/session/end`);
    expect(d.revocation_endpoint).toBe(`${op.issuer}/token/revocation`);
    expect(d.code_challenge_methods_supported).toEqual(['S256']);
    expect(d.response_types_supported).toEqual(['code']);
    expect(d.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(d.claims_supported).toEqual(expect.arrayContaining(['sub', 'email', 'given_name', 'family_name', 'name', 'picture']));

    const jwks = (await (await fetch(`${op.issuer}/jwks`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('answers CORS for the portal origin only', async () => {
    const ok = await fetch(`${op.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe(PORTAL);
    const { res } = await tokenRequest(
      op.issuer,
      { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: 'nope' },
      { origin: 'http://evil.example' },
    );
    expect(res.headers.get('access-control-allow-origin')).not.toBe('http://evil.example');
  });
});

describe('authorization code + PKCE', () => {
  let tokens: Record<string, string | number>;

  it('signs in on the page and exchanges the code for JWT tokens', async () => {
    const browser = new Browser(op.issuer);
    const { res, url, verifier } = await signIn(browser, op.issuer, 'Viewer@Example.com', PASSWORD);
    expect(res.status).toBe(303);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
    const code = url.searchParams.get('code');
    expect(code).toBeTruthy();
    expect(url.searchParams.get('iss')).toBe(op.issuer);

    const exchanged = await exchangeCode(op.issuer, code!, verifier);
    expect(exchanged.res.status).toBe(200);
    tokens = exchanged.body;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(typeof tokens.access_token).toBe('string');
    expect(typeof tokens.id_token).toBe('string');
    expect(typeof tokens.refresh_token).toBe('string');

    const jwks = createRemoteJWKSet(new URL(`${op.issuer}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(String(tokens.access_token), jwks, {
      issuer: op.issuer,
      audience: 'idea-portal-api',
      typ: 'at+jwt',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.sub).toBe('usr-viewer');
    expect(payload.client_id).toBe('idea-portal');
    expect(String(payload.scope).split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(payload.exp! - payload.iat!).toBe(300);

    const { payload: id } = await jwtVerify(String(tokens.id_token), jwks, { issuer: op.issuer, audience: 'idea-portal' });
    expect(id).toMatchObject({
      sub: 'usr-viewer',
      email: 'viewer@example.com',
      given_name: 'Vera',
      family_name: 'Viewer',
      name: 'Vera Viewer',
    });
  });

  it('a code is single use', async () => {
    const browser = new Browser(op.issuer);
    const { url, verifier } = await signIn(browser, op.issuer, 'admin@example.com', PASSWORD);
    const code = url.searchParams.get('code')!;
    expect((await exchangeCode(op.issuer, code, verifier)).res.status).toBe(200);
    const again = await exchangeCode(op.issuer, code, verifier);
    expect(again.res.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it('refuses a wrong PKCE verifier and a request without PKCE', async () => {
    const browser = new Browser(op.issuer);
    const { url } = await signIn(browser, op.issuer, 'admin@example.com', PASSWORD);
    const bad = await exchangeCode(op.issuer, url.searchParams.get('code')!, 'x'.repeat(43));
    expect(bad.body.error).toBe('invalid_grant');

    const noPkce = await browser.follow(
      `${op.issuer}/auth?client_id=idea-portal&response_type=code&scope=openid&redirect_uri=${encodeURIComponent(REDIRECT_URI)}`,
    );
    expect(noPkce.url.searchParams.get('error')).toBe('invalid_request');
  });

  it('rotates the refresh token; reusing an old one is refused and revokes the chain', async () => {
    const first = String(tokens.refresh_token);
    const r1 = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: first });
    expect(r1.res.status).toBe(200);
    const second = String(r1.body.refresh_token);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(decodeJwt(String(r1.body.access_token)).aud).toBe('idea-portal-api');

    const reuse = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: first });
    expect(reuse.res.status).toBe(400);
    expect(reuse.body.error).toBe('invalid_grant');

    // reuse detection: the whole grant is gone, so the newest token is refused too
    const after = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: second });
    expect(after.body.error).toBe('invalid_grant');
  });

  it('remembers the session: a second authorization skips the page', async () => {
    const browser = new Browser(op.issuer);
    await signIn(browser, op.issuer, 'admin@example.com', PASSWORD, {}, true);
    const session = browser.cookies.find((c) => c.name === '_session');
    expect(session).toBeTruthy();
    const { url } = await browser.follow(
      `${op.issuer}/auth?${new URLSearchParams({
        client_id: 'idea-portal',
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email offline_access',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })}`,
    );
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  it('survives a restart: same keys, sessions and refresh tokens', async () => {
    const browser = new Browser(op.issuer);
    const { url, verifier } = await signIn(browser, op.issuer, 'admin@example.com', PASSWORD, {}, true);
    const t = (await exchangeCode(op.issuer, url.searchParams.get('code')!, verifier)).body;
    const kid = async () => ((await (await fetch(`${op.issuer}/jwks`)).json()) as { keys: Array<{ kid: string }> }).keys[0]!.kid;
    const kidBefore = await kid();

    const providerBefore = op.identity.provider;
    await op.restart();
    expect(op.identity.provider).not.toBe(providerBefore);

    expect(await kid()).toBe(kidBefore);
    const r = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: String(t.refresh_token) });
    expect(r.res.status).toBe(200);
    // the browser session (cookie signed with the persisted secret) is still valid
    const again = await browser.follow(authorizeUrl(op.issuer, pkce().challenge));
    expect(again.url.searchParams.get('code')).toBeTruthy();
  });

  it('RP-initiated logout ends the session and the session-bound refresh token', async () => {
    const browser = new Browser(op.issuer);
    const { url, verifier } = await signIn(browser, op.issuer, 'admin@example.com', PASSWORD);
    const t = (await exchangeCode(op.issuer, url.searchParams.get('code')!, verifier)).body;

    const end = await browser.request(
      `/session/end?${new URLSearchParams({
        id_token_hint: String(t.id_token),
        post_logout_redirect_uri: `${PORTAL}/auth/login`,
        client_id: 'idea-portal',
        ui_locales: 'de',
      })}`,
    );
    expect(end.status).toBe(200);
    const page = await end.text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Abmelden');
    const csp = end.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page).toContain(`<script nonce="${nonce}">`);
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1] ?? /action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    expect(action && xsrf).toBeTruthy();
    const done = await browser.postForm(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(done.res.status).toBe(303);
    expect(done.url.href).toBe(`${PORTAL}/auth/login`);

    const r = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: String(t.refresh_token) });
    expect(r.body.error).toBe('invalid_grant');
  });

  it('refuses refresh for a user disabled after sign-in', async () => {
    const browser = new Browser(op.issuer);
    const { url, verifier } = await signIn(browser, op.issuer, 'viewer@example.com', PASSWORD);
    const t = (await exchangeCode(op.issuer, url.searchParams.get('code')!, verifier)).body;
    await db.query(`UPDATE public.users SET enabled = false WHERE user_id = 'usr-viewer'`);
    try {
      const r = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: String(t.refresh_token) });
      expect(r.body.error).toBe('invalid_grant');
    } finally {
      await db.query(`UPDATE public.users SET enabled = true WHERE user_id = 'usr-viewer'`);
    }
  });
});
