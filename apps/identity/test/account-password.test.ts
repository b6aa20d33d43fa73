import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { setUserPassword } from '../src/index.js';
import { Browser, exchangeCode, openTestDatabase, PASSWORD, signIn, startIdentity, tokenRequest, type Running } from './helpers.js';
import { fieldError, hiddenFields, notification } from './pages.js';

let db: DatabaseHandle;
let op: Running;
const EMAIL = 'cora@example.com';
const NEW_PASSWORD = 'Changed-Passw0rd-9';

beforeAll(async () => {
  db = await openTestDatabase();
  op = await startIdentity(db);
  await db.query(`INSERT INTO public.users (id, user_id, email, given_name, family_name, tenant_id) VALUES ('usr-cora', 'usr-cora', '${EMAIL}', 'Cora', 'Change', 'tenant-demo-corp')`);
  await setUserPassword(db, { userId: 'usr-cora', email: EMAIL }, PASSWORD);
});

afterAll(async () => {
  await op?.close();
  await db?.close();
});

/** Signs a browser in and exchanges the code: the provider session (cookie) and a refresh token. */
async function signedIn(password = PASSWORD) {
  const browser = new Browser(op.issuer);
  const { url, verifier } = await signIn(browser, op.issuer, EMAIL, password);
  const code = url.searchParams.get('code');
  expect(code, `signed in with ${password}`).toBeTruthy();
  const { body } = await exchangeCode(op.issuer, code!, verifier);
  return { browser, refreshToken: String(body.refresh_token) };
}
const refresh = (refreshToken: string) => tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: refreshToken });

describe('/account/password: change the password while signed in', () => {
  it('needs a signed-in provider session', async () => {
    const res = await new Browser(op.issuer).request('/account/password');
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Please sign in to the portal first');
  });

  it('asks for the current password; the other sessions end, this one stays; the new password signs in', async () => {
    const here = await signedIn();
    const elsewhere = await signedIn();

    const page = await here.browser.request('/account/password?redirectTo=%2Fapp%2Fprofile');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Current password');
    expect(html).toContain('href="http://localhost:3000/app/profile"'); // back to the portal's profile
    const fields = hiddenFields(html);
    expect(fields).toMatchObject({ redirectTo: '/app/profile' });
    expect(fields.csrf).toBeTruthy();

    const forged = await here.browser.postForm('/account/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(forged.res.status).toBe(403);
    const wrong = await here.browser.postForm('/account/password', { ...fields, currentPassword: 'Not-the-Passw0rd', newPassword: NEW_PASSWORD });
    expect(wrong.res.status).toBe(400);
    expect(fieldError(await wrong.res.text(), 'currentPassword')).toBe('The current password is not correct.');
    const short = await here.browser.postForm('/account/password', { ...fields, currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.res.status).toBe(400);
    expect(fieldError(await short.res.text(), 'newPassword')).toBe('Password must be at least 8 characters');
    const same = await here.browser.postForm('/account/password', { ...fields, currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.res.status).toBe(400);
    expect(fieldError(await same.res.text(), 'newPassword')).toBe('The new password must differ from the current one.');

    const done = await here.browser.postForm('/account/password', { ...fields, currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(done.res.status).toBe(200);
    expect(notification(await done.res.text(), 'success')?.text).toBe('Password changed');

    // this browser stays signed in (page and refresh token); the other one is signed out
    expect((await here.browser.request('/account/password')).status).toBe(200);
    expect((await refresh(here.refreshToken)).res.status).toBe(200);
    expect((await elsewhere.browser.request('/account/password')).status).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).body.error).toBe('invalid_grant');

    // the old password no longer signs in, the new one does
    const old = await signIn(new Browser(op.issuer), op.issuer, EMAIL, PASSWORD);
    expect(old.url.searchParams.get('code')).toBeNull();
    await signedIn(NEW_PASSWORD);
  });

  it('speaks German', async () => {
    const { browser } = await signedIn(NEW_PASSWORD);
    const html = await (await browser.request('/account/password?lng=de')).text();
    expect(html).toContain('Passwort ändern');
    expect(html).toContain('Aktuelles Passwort');
  });
});
