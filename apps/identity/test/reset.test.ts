import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { readOutbox, setUserPassword } from '../src/index.js';
import { Browser, exchangeCode, openSignIn, openTestDatabase, PASSWORD, PORTAL, signIn, startIdentity, tokenRequest, type Running } from './helpers.js';
import { fieldError, hiddenFields, lastCode, notification } from './pages.js';

let db: DatabaseHandle;
let op: Running;

beforeAll(async () => {
  db = await openTestDatabase();
  op = await startIdentity(db);
  await db.query(
    `INSERT INTO public.users (id, user_id, email, given_name, family_name, tenant_id)
     VALUES ('usr-rita', 'usr-rita', 'rita@example.com', 'Rita', 'Reset', 'tenant-demo-corp'),
            ('usr-neo', 'usr-neo', 'neo@example.com', 'Neo', 'New', 'tenant-demo-corp')`,
  );
  await setUserPassword(db, { userId: 'usr-rita', email: 'rita@example.com' }, PASSWORD);
  await setUserPassword(db, { userId: 'usr-neo', email: 'neo@example.com' }, 'Initial-passw0rd', { mustChangePassword: true });
});

afterAll(async () => {
  await op?.close();
  await db?.close();
});

const allowResend = (email: string) =>
  db.query(`UPDATE identity.mail_throttle SET last_sent_at = now() - interval '61 seconds' WHERE key = $1`, [`reset:${email}`]);

/** Stage one for an e-mail; returns the stage-two page. */
async function requestCode(browser: Browser, email: string, extra: Record<string, string> = {}) {
  await allowResend(email.toLowerCase());
  const r = await browser.postForm('/forgot-password', { stage: 'request', email, ...extra });
  return { status: r.res.status, html: await r.res.text() };
}

describe('password reset', () => {
  it('stage one: card, button, Back to Login to the portal (with redirectTo) or the pending sign-in', async () => {
    const browser = new Browser(op.issuer);
    const html = await (await browser.request('/forgot-password?redirectTo=%2Fapp%2Fideas')).text();
    expect(html).toContain('<h1 id="title">Reset Password</h1>');
    expect(html).toContain('>Send Verification Code</button>');
    expect(html).toContain('data-busy-label="Processing..."');
    expect(html).toContain(`href="${PORTAL}/auth/login?redirectTo=%2Fapp%2Fideas" data-testid="back-to-login">&larr; Back to Login</a>`);
    const alias = await (await browser.request('/reset-password?lng=de')).text();
    expect(alias).toContain('>Bestätigungscode senden</button>');
    expect(alias).toContain('Wird verarbeitet...');

    const page = await openSignIn(browser, op.issuer);
    const ret = new URL(page.url).pathname;
    const fromSignIn = await (await browser.request(`/forgot-password?lng=en&return=${encodeURIComponent(ret)}`)).text();
    expect(fromSignIn).toContain(`href="${ret}" data-testid="back-to-login"`);
  });

  it('the spec messages: invalid e-mail, short password, code + password required', async () => {
    const browser = new Browser(op.issuer);
    const bad = await browser.postForm('/forgot-password', { stage: 'request', email: 'not-an-email' });
    expect(bad.res.status).toBe(400);
    expect(notification(await bad.res.text(), 'error')).toEqual({ title: 'Error', text: 'Please enter a valid email address' });

    const missing = await browser.postForm('/forgot-password', { stage: 'reset', email: 'rita@example.com', code: '', newPassword: '' });
    expect(notification(await missing.res.text(), 'error')).toEqual({ title: 'Error', text: 'Verification code and new password are required' });
    const short = await browser.postForm('/forgot-password', { stage: 'reset', email: 'rita@example.com', code: '123456', newPassword: 'short' });
    const shortHtml = await short.res.text();
    expect(notification(shortHtml, 'error')).toEqual({ title: 'Error', text: 'Password must be at least 8 characters' });
    expect(fieldError(shortHtml, 'newPassword')).toBe('Password must be at least 8 characters');

    const de = await browser.postForm('/forgot-password', { stage: 'reset', email: 'rita@example.com', code: '', newPassword: 'x', lng: 'de' });
    expect(notification(await de.res.text(), 'error')).toEqual({ title: 'Fehler', text: 'Bestätigungscode und neues Passwort sind erforderlich' });
  });

  it('send code, reset, sign in with the new password, fail with the old one; the code is single use', async () => {
    const browser = new Browser(op.issuer);
    const stage2 = await requestCode(browser, 'Rita@Example.com');
    expect(stage2.status).toBe(200);
    expect(notification(stage2.html, 'success')).toEqual({ title: 'Success', text: 'Verification code has been sent to your email' });
    expect(stage2.html).toContain('>Reset Password</button>');
    expect(stage2.html).toContain('data-busy-label="Processing..."');
    const [mail] = await readOutbox(db, 'rita@example.com');
    expect(mail!.subject).toBe('Reset your Idea Portal password');
    const code = await lastCode(db, 'rita@example.com');

    // a signed-in session before the reset ends with it
    const before = await signIn(new Browser(op.issuer), op.issuer, 'rita@example.com', PASSWORD);
    const oldTokens = (await exchangeCode(op.issuer, before.url.searchParams.get('code')!, before.verifier)).body;

    const fields = hiddenFields(stage2.html);
    expect(fields).toMatchObject({ stage: 'reset', email: 'rita@example.com' });
    const done = await browser.postForm('/forgot-password', { ...fields, code, newPassword: 'Brand-new-pass1' });
    expect(done.res.status).toBe(200);
    const doneHtml = await done.res.text();
    expect(notification(doneHtml, 'success')).toEqual({ title: 'Success', text: 'Password has been reset successfully' });
    expect(doneHtml).toContain(`href="${PORTAL}/auth/login" data-testid="primary-link">Back to Login</a>`);
    expect(doneHtml).toContain(`<meta http-equiv="refresh" content="3;url=${PORTAL}/auth/login">`);
    // It says so, with a visible count of the seconds left.
    expect(doneHtml).toContain('<p role="status" data-testid="redirect-countdown">Taking you to the sign-in page in <span data-countdown>3</span> s…</p>');

    expect((await signIn(new Browser(op.issuer), op.issuer, 'rita@example.com', 'Brand-new-pass1')).url.searchParams.get('code')).toBeTruthy();
    const old = await signIn(new Browser(op.issuer), op.issuer, 'rita@example.com', PASSWORD);
    expect(old.res.status).toBe(401);
    const refreshed = await tokenRequest(op.issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: String(oldTokens.refresh_token) });
    expect(refreshed.body.error).toBe('invalid_grant');

    const again = await browser.postForm('/forgot-password', { ...fields, code, newPassword: 'Another-pass12' });
    expect(again.res.status).toBe(400);
    expect(notification(await again.res.text(), 'error')?.text).toBe('Invalid code provided, please request a code again.');
  });

  it('codes expire after 15 minutes', async () => {
    const browser = new Browser(op.issuer);
    const stage2 = await requestCode(browser, 'rita@example.com');
    const code = await lastCode(db, 'rita@example.com');
    const [{ minutes } = { minutes: Number.NaN }] = await db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM identity.verification_codes
        WHERE email = 'rita@example.com' AND consumed_at IS NULL`,
    );
    expect(minutes).toBe(15);
    await db.query(`UPDATE identity.verification_codes SET expires_at = now() - interval '1 second' WHERE email = 'rita@example.com'`);
    const late = await browser.postForm('/forgot-password', { ...hiddenFields(stage2.html), code, newPassword: 'Too-late-pass1' });
    expect(late.res.status).toBe(400);
    expect(notification(await late.res.text(), 'error')?.text).toBe('Invalid code provided, please request a code again.');
  });

  it('five wrong codes void the code', async () => {
    const browser = new Browser(op.issuer);
    const stage2 = await requestCode(browser, 'rita@example.com');
    const code = await lastCode(db, 'rita@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const r = await browser.postForm('/forgot-password', { ...hiddenFields(stage2.html), code: wrong, newPassword: 'Guessing-pass1' });
      expect(notification(await r.res.text(), 'error')?.text).toBe('Invalid verification code provided, please try again.');
    }
    const right = await browser.postForm('/forgot-password', { ...hiddenFields(stage2.html), code, newPassword: 'Guessing-pass1' });
    expect(right.res.status).toBe(400);
    expect(notification(await right.res.text(), 'error')?.text).toBe('Invalid code provided, please request a code again.');
  });

  it('never reveals whether an e-mail has an account', async () => {
    const browser = new Browser(op.issuer);
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, '').replace(/[a-z.-]+@example\.com/g, 'EMAIL');
    const known = await requestCode(browser, 'rita@example.com');
    const unknown = await requestCode(browser, 'nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(strip(unknown.html)).toBe(strip(known.html));
    expect(await readOutbox(db, 'nobody-here@example.com')).toHaveLength(0);

    // stage two, wrong codes, counting and voiding behave the same
    for (const email of ['rita@example.com', 'nobody-here@example.com']) {
      const r = await browser.postForm('/forgot-password', { stage: 'reset', email, code: '999999', newPassword: 'Whatever-pass1' });
      expect(r.res.status).toBe(400);
      expect(notification(await r.res.text(), 'error')?.text).toBe('Invalid verification code provided, please try again.');
    }
    // the resend cooldown too
    const soonKnown = await browser.postForm('/forgot-password', { stage: 'request', email: 'rita@example.com' });
    const soonUnknown = await browser.postForm('/forgot-password', { stage: 'request', email: 'nobody-here@example.com' });
    expect(soonKnown.res.status).toBe(429);
    expect(soonUnknown.res.status).toBe(429);
  });
});

describe('new password required', () => {
  it('an account created by an administrator sets its own password at first sign-in', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    const step = await browser.postForm(page.action, { email: 'neo@example.com', password: 'Initial-passw0rd' });
    expect(step.res.status).toBe(200);
    expect(step.url.searchParams.get('code')).toBeNull();
    const html = await step.res.text();
    expect(html).toContain('Set a new password');
    const action = `${new URL(page.url).pathname}/new-password`;
    expect(html).toContain(`action="${action}"`);

    const empty = await browser.postForm(action, { newPassword: '' });
    expect(empty.res.status).toBe(400);
    expect(fieldError(await empty.res.text(), 'newPassword')).toBe('New password is required.');
    const emptyDe = await browser.postForm(action, { newPassword: '', lng: 'de' });
    expect(fieldError(await emptyDe.res.text(), 'newPassword')).toBe('Ein neues Passwort ist erforderlich.');
    const same = await browser.postForm(action, { newPassword: 'Initial-passw0rd' });
    expect(fieldError(await same.res.text(), 'newPassword')).toBe('The new password must differ from the current one.');

    const done = await browser.postForm(action, { newPassword: 'My-own-passw0rd' });
    const code = done.url.searchParams.get('code');
    expect(code).toBeTruthy();
    expect((await exchangeCode(op.issuer, code!, page.verifier)).res.status).toBe(200);

    const [row] = await db.query<{ must_change_password: boolean }>(`SELECT must_change_password FROM identity.credentials WHERE user_id = 'usr-neo'`);
    expect(row!.must_change_password).toBe(false);
    expect((await signIn(new Browser(op.issuer), op.issuer, 'neo@example.com', 'My-own-passw0rd')).url.searchParams.get('code')).toBeTruthy();
  });

  it('skipping the step is impossible: the interaction does not complete, steps cannot be jumped', async () => {
    await setUserPassword(db, { userId: 'usr-neo', email: 'neo@example.com' }, 'Initial-passw0rd', { mustChangePassword: true });
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    await browser.postForm(page.action, { email: 'neo@example.com', password: 'Initial-passw0rd' });
    const jump = await browser.postForm(`${new URL(page.url).pathname}/continue`, {});
    expect(jump.url.searchParams.get('code')).toBeNull();
    expect(await jump.res.text()).toContain('Set a new password');
  });
});
