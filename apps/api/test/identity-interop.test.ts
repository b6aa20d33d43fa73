import { expect, it } from 'vitest';
import { openMigratedPglite } from '@idea-portal/db';
import { buildApi, seedDemoData, API_MIGRATIONS_DIR, DEMO_USERS } from '../src/index';
import { IDENTITY_MIGRATIONS_DIR, IDENTITY_MIGRATIONS_TABLE, seedDemoCredentials } from '../../identity/src/index';
import { startIdentity, signIn, exchangeCode, Browser } from '../../identity/test/helpers';

/** The real embedded provider (apps/identity) issues tokens the API accepts via OpenID discovery. */
it('API accepts the identity provider access token and refuses its ID token', async () => {
  const db = await openMigratedPglite([
    { dir: API_MIGRATIONS_DIR, table: 'api_migrations' },
    { dir: IDENTITY_MIGRATIONS_DIR, table: IDENTITY_MIGRATIONS_TABLE },
  ]);
  await seedDemoData(db);
  await seedDemoCredentials(db, DEMO_USERS, 'Demo-Passw0rd');
  const op = await startIdentity(db);
  const browser = new Browser(op.issuer);
  const { url, verifier } = await signIn(browser, op.issuer, 'creator@example.com', 'Demo-Passw0rd');
  const { body } = await exchangeCode(op.issuer, url.searchParams.get('code')!, verifier);
  const api = await buildApi({ db, auth: { issuer: op.issuer, audience: 'idea-portal-api' } });
  const me = await api.inject({ url: '/users/me', headers: { authorization: `Bearer ${body.access_token}` } });
  expect(me.statusCode).toBe(200);
  expect(me.json().profile.userId).toBe('usr-creator');
  const idt = await api.inject({ url: '/users/me', headers: { authorization: `Bearer ${body.id_token}` } });
  expect(idt.statusCode).toBe(401);
  await api.close(); await op.close(); await db.close();
});
