import { openMigratedPglite } from '@idea-portal/db';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { IDENTITY_MIGRATIONS_DIR, IDENTITY_MIGRATIONS_TABLE, seedDemoCredentials } from '../../identity/src/index';
import { Browser, exchangeCode, PORTAL, signIn, startIdentity } from '../../identity/test/helpers';
import { API_MIGRATIONS_DIR, buildApi, DEMO_USERS, seedDemoData } from '../src/index';

/** Sign-out at the embedded provider revokes the access token at the API too (by its `sid`). */
it('after sign-out the same access token answers 401 at the API', { timeout: 90_000 }, async () => {
  const db = await openMigratedPglite([
    { dir: API_MIGRATIONS_DIR, table: 'api_migrations' },
    { dir: IDENTITY_MIGRATIONS_DIR, table: IDENTITY_MIGRATIONS_TABLE },
  ]);
  await seedDemoData(db);
  await seedDemoCredentials(db, DEMO_USERS, 'Demo-Passw0rd');
  const op = await startIdentity(db);
  const api = await buildApi({ db, auth: { issuer: op.issuer, audience: 'idea-portal-api' } });
  try {
    const browser = new Browser(op.issuer);
    const { url, verifier } = await signIn(browser, op.issuer, 'creator@example.com', 'Demo-Passw0rd');
    const tokens = (await exchangeCode(op.issuer, url.searchParams.get('code')!, verifier)).body;
    const accessToken = String(tokens.access_token);
    expect(typeof decodeJwt(accessToken).sid).toBe('string');
    const me = () => api.inject({ url: '/users/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await me()).statusCode).toBe(200);

    // RP-initiated logout, as the portal's sign-out does.
    const end = await browser.request(
      `/session/end?${new URLSearchParams({ id_token_hint: String(tokens.id_token), post_logout_redirect_uri: `${PORTAL}/auth/login`, client_id: 'idea-portal' })}`,
    );
    const page = await end.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1];
    expect((await browser.postForm(action!, { xsrf: xsrf!, logout: 'yes' })).res.status).toBe(303);

    // The API caches a live session for a few seconds at most.
    const started = Date.now();
    let res = await me();
    while (res.statusCode === 200 && Date.now() - started < 5_000) {
      await new Promise((r) => setTimeout(r, 250));
      res = await me();
    }
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(Date.now() - started).toBeLessThan(5_000);
  } finally {
    await api.close();
    await op.close();
    await db.close();
  }
});
