import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { readOutbox, setRegistrationPolicy } from '../src/index.js';
import { authorizeUrl, Browser, DEMO_TENANT, exchangeCode, OTHER_TENANT, openSignIn, openTestDatabase, PASSWORD, pkce, PORTAL, signIn, startIdentity, type Running } from './helpers.js';
import { fieldError, hiddenFields, lastCode, notification } from './pages.js';

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

beforeEach(async () => {
  await setRegistrationPolicy(db, DEMO_TENANT, { selfRegistration: true, allowedDomains: ['example.com'] });
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function register(browser: Browser, fields: Record<string, string>) {
  return browser.postForm('/register', { password: 'Sup3r-secret', firstName: 'Nina', lastName: 'Neu', ...fields });
}

describe('registration', () => {
  it('renders the form in English and German with a way back to the login', async () => {
    const browser = new Browser(op.issuer);
    const en = await (await browser.request('/register?redirectTo=%2Fapp%2Fideas')).text();
    expect(en).toContain('<html lang="en">');
    for (const label of ['Email', 'Password', 'First name', 'Last name', 'Organisational unit', 'Team name']) expect(en).toContain(`>${label}`);
    expect(en).not.toContain('Team ID');
    expect(en).toContain('<select id="organizationalUnitId" name="organizationalUnitId"');
    expect(en).toContain('aria-label="Search your unit"');
    expect(en).toContain('data-busy-label="Processing..."');
    expect(en).toContain(`href="${PORTAL}/auth/login?redirectTo=%2Fapp%2Fideas"`);
    expect(hiddenFields(en)).toMatchObject({ lng: 'en', redirectTo: '/app/ideas' });
    const de = await (await browser.request('/signup?lng=de')).text();
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('>Vorname');
    expect(de).toContain('Zurück zur Anmeldung');
    // an open redirect is dropped
    const evil = await (await browser.request('/register?redirectTo=%2F%2Fevil.example')).text();
    expect(evil).toContain(`href="${PORTAL}/auth/login"`);
  });

  it('shows the validation messages on the page (en and de)', async () => {
    const browser = new Browser(op.issuer);
    const en = await browser.postForm('/register', { email: 'nope', password: 'short', firstName: 'N', lastName: '' });
    expect(en.res.status).toBe(400);
    const html = await en.res.text();
    expect(fieldError(html, 'email')).toBe('Please enter a valid email address');
    expect(fieldError(html, 'password')).toBe('Password must be at least 8 characters');
    expect(fieldError(html, 'firstName')).toBe('First name must be at least 2 characters');
    expect(fieldError(html, 'lastName')).toBe('Last name must be at least 2 characters');
    expect(html).toContain('value="nope"');
    expect(html).not.toContain('value="short"');
    const de = await (await browser.postForm('/register', { email: 'nope', password: 'short', firstName: 'N', lastName: '', lng: 'de' })).res.text();
    expect(fieldError(de, 'email')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein');
    expect(fieldError(de, 'password')).toBe('Das Passwort muss mindestens 8 Zeichen lang sein');
    expect(fieldError(de, 'firstName')).toBe('Der Vorname muss mindestens 2 Zeichen lang sein');
    expect(fieldError(de, 'lastName')).toBe('Der Nachname muss mindestens 2 Zeichen lang sein');
  });

  it('lists the units of the tenant the e-mail registers into, for the picker', async () => {
    const units = async (email: string) => (await (await fetch(`${op.issuer}/register/units?email=${encodeURIComponent(email)}`)).json()) as { units: unknown[] };
    expect(await units('new.person@example.com')).toEqual({ units: [{ id: 'ou-rnd', name: 'R&D' }] });
    expect(await units('someone@gmail.test')).toEqual({ units: [] }); // registration not open to that domain
    expect(await units('not-an-email')).toEqual({ units: [] });
    // After a failed submit the page lists them itself (no script needed).
    const again = await register(new Browser(op.issuer), { email: 'new.person@example.com', firstName: 'N' });
    expect(again.res.status).toBe(400);
    expect(await again.res.text()).toContain('<option value="ou-rnd">R&#38;D</option>');
  });

  it('refuses a unit of another tenant (400 naming the field, nothing stored)', async () => {
    await db.query(`INSERT INTO public.organizational_units (id, tenant_id, name) VALUES ('ou-foreign', $1, 'Foreign') ON CONFLICT DO NOTHING`, [OTHER_TENANT]);
    const r = await register(new Browser(op.issuer), { email: 'una@example.com', organizationalUnitId: 'ou-foreign' });
    expect(r.res.status).toBe(400);
    const html = await r.res.text();
    expect(fieldError(html, 'organizationalUnitId')).toBe('Choose a unit of your company from the list.');
    expect(await db.query(`SELECT 1 FROM public.users WHERE email = 'una@example.com'`)).toHaveLength(0);
    const de = await register(new Browser(op.issuer), { email: 'una@example.com', organizationalUnitId: 'ou-foreign', lng: 'de' });
    expect(fieldError(await de.res.text(), 'organizationalUnitId')).toBe('Wählen Sie eine Einheit Ihres Unternehmens aus der Liste.');
  });

  it('register -> code from the outbox -> confirm -> signed in at once', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    const ret = new URL(page.url).pathname;
    const r = await register(browser, { email: 'Nina.Neu@Example.com', organizationalUnitId: 'ou-rnd', teamName: 'Labs', return: ret });
    expect(r.res.status).toBe(200);
    expect(r.url.pathname).toBe('/register/confirm');
    expect(r.url.searchParams.get('email')).toBe('nina.neu@example.com');
    const confirmHtml = await r.res.text();
    expect(confirmHtml).toContain('We have sent a 6-digit code to nina.neu@example.com');

    const [profile] = await db.query<Record<string, unknown>>(
      `SELECT u.role, u.tenant_id, u.given_name, u.family_name, u.group_name, u.organizational_unit_id, u.enabled, c.confirmed
         FROM public.users u JOIN identity.credentials c USING (user_id) WHERE u.email = 'nina.neu@example.com'`,
    );
    expect(profile).toEqual({
      role: 'VIEWERS',
      tenant_id: DEMO_TENANT,
      given_name: 'Nina',
      family_name: 'Neu',
      group_name: 'Labs',
      organizational_unit_id: 'ou-rnd',
      enabled: true,
      confirmed: false,
    });

    // unconfirmed: the right password leads to the confirmation page, not into the portal
    const early = await browser.postForm(page.action, { email: 'nina.neu@example.com', password: 'Sup3r-secret' });
    expect(early.url.pathname).toBe('/register/confirm');

    const wrong = await browser.postForm('/register/confirm', { ...hiddenFields(confirmHtml), code: '000000' === (await lastCode(db, 'nina.neu@example.com')) ? '111111' : '000000' });
    expect(wrong.res.status).toBe(400);
    expect(notification(await wrong.res.text(), 'error')).toEqual({ title: 'Error', text: 'Invalid verification code provided, please try again.' });

    const code = await lastCode(db, 'nina.neu@example.com');
    // The code finishes the pending sign-in with the new account: straight back to the portal.
    const done = await browser.postForm('/register/confirm', { ...hiddenFields(confirmHtml), code });
    expect(done.url.origin).toBe(PORTAL);
    const authCode = done.url.searchParams.get('code');
    expect(authCode).toBeTruthy();
    const tokens = await exchangeCode(op.issuer, authCode!, page.verifier);
    expect(tokens.res.status).toBe(200);
    const [userRow] = await db.query<{ user_id: string }>(`SELECT user_id FROM public.users WHERE email = 'nina.neu@example.com'`);
    const claims = JSON.parse(Buffer.from(String(tokens.body.id_token).split('.')[1]!, 'base64url').toString()) as { sub: string };
    expect(claims.sub).toBe(userRow!.user_id);

    // The ticket worked once: the next sign-in of this browser (after the provider session is gone) asks for the password.
    await db.query(`DELETE FROM identity.oidc_payloads WHERE model = 'Session'`);
    const later = await openSignIn(browser, op.issuer);
    expect(later.html).toContain('id="sign-in-form"');
  });

  it('confirming without a pending sign-in leads to the portal’s sign-in, which the ticket then completes', async () => {
    const browser = new Browser(op.issuer);
    const r = await register(browser, { email: 'pia.portal@example.com', redirectTo: '/app/ideas/new' });
    const confirmHtml = await r.res.text();
    const done = await browser.postForm('/register/confirm', { ...hiddenFields(confirmHtml), code: await lastCode(db, 'pia.portal@example.com') });
    expect(done.res.status).toBe(303);
    expect(done.url.href).toBe(`${PORTAL}/auth/login?redirectTo=%2Fapp%2Fideas%2Fnew`);
    // The portal starts a sign-in: it finishes without the form, for this browser only.
    const stranger = new Browser(op.issuer);
    expect((await openSignIn(stranger, op.issuer)).html).toContain('id="sign-in-form"');
    const { challenge } = pkce();
    const signedIn = await browser.follow(authorizeUrl(op.issuer, challenge));
    expect(signedIn.url.origin).toBe(PORTAL);
    expect(signedIn.url.searchParams.get('code')).toBeTruthy();
  });

  it('resend code: 60 s cooldown, then a new code that replaces the old one', async () => {
    const browser = new Browser(op.issuer);
    const r = await register(browser, { email: 'resend@example.com' });
    const html = await r.res.text();
    const first = await lastCode(db, 'resend@example.com');
    const resend = hiddenFields(html, '/register/resend');
    expect(resend.email).toBe('resend@example.com');

    const tooSoon = await browser.postForm('/register/resend', resend);
    expect(tooSoon.res.status).toBe(429);
    expect(notification(await tooSoon.res.text(), 'error')?.text).toMatch(/^Please wait (60|59|58) seconds before requesting a new code\.$/);
    expect(await readOutbox(db, 'resend@example.com')).toHaveLength(1);

    await db.query(`UPDATE identity.mail_throttle SET last_sent_at = now() - interval '61 seconds' WHERE key = 'signup:resend@example.com'`);
    const again = await browser.postForm('/register/resend', resend);
    expect(again.res.status).toBe(200);
    expect(notification(await again.res.text(), 'success')).toEqual({ title: 'Success', text: 'A new code has been sent to your email' });
    const mails = await readOutbox(db, 'resend@example.com');
    expect(mails).toHaveLength(2);
    const second = await lastCode(db, 'resend@example.com');

    if (first !== second) {
      const old = await browser.postForm('/register/confirm', { email: 'resend@example.com', code: first });
      expect(old.res.status).toBe(400);
    }
    const ok = await browser.postForm('/register/confirm', { email: 'resend@example.com', code: second });
    expect(ok.res.status).toBe(303);
    expect(ok.url.href).toBe(`${PORTAL}/auth/login`);
  });

  it('an address with an account gets the same answer; the owner is told by mail; nothing changes', async () => {
    const browser = new Browser(op.issuer);
    const r = await register(browser, { email: 'viewer@example.com', password: 'Another-passw0rd' });
    expect(r.url.pathname).toBe('/register/confirm');
    const [mail] = await readOutbox(db, 'viewer@example.com');
    expect(mail!.subject).toBe('Idea Portal registration');
    expect(mail!.text).toContain('you already have an account');
    const ok = await signIn(new Browser(op.issuer), op.issuer, 'viewer@example.com', PASSWORD);
    expect(ok.url.searchParams.get('code')).toBeTruthy();
  });

  it('tenant policy: domains and off (setRegistrationPolicy)', async () => {
    const browser = new Browser(op.issuer);
    // Demo Corp allows example.com only
    const foreign = await register(browser, { email: 'someone@gmail.test' });
    expect(foreign.res.status).toBe(403);
    expect(notification(await foreign.res.text(), 'error')?.text).toContain('Registration with this email domain is not allowed');

    // another tenant claims a domain: registrations of that domain join it
    await setRegistrationPolicy(db, OTHER_TENANT, { selfRegistration: true, allowedDomains: ['other.test'] });
    const other = await register(browser, { email: 'olga@other.test' });
    expect(other.url.pathname).toBe('/register/confirm');
    const [row] = await db.query<{ tenant_id: string }>(`SELECT tenant_id FROM public.users WHERE email = 'olga@other.test'`);
    expect(row!.tenant_id).toBe(OTHER_TENANT);

    // the default tenant open to every domain
    await setRegistrationPolicy(db, DEMO_TENANT, { allowedDomains: [] });
    expect((await register(browser, { email: 'someone@gmail.test' })).url.pathname).toBe('/register/confirm');

    // turned off
    await setRegistrationPolicy(db, DEMO_TENANT, { selfRegistration: false });
    const off = await register(browser, { email: 'late@example.com', lng: 'de' });
    expect(off.res.status).toBe(403);
    expect(notification(await off.res.text(), 'error')?.text).toContain('Die Selbstregistrierung ist deaktiviert');
    await setRegistrationPolicy(db, OTHER_TENANT, { selfRegistration: false });
    expect((await register(browser, { email: 'otto@other.test' })).res.status).toBe(403);
  });

  it('the developer outbox, when turned on, lists mails (HTML and JSON); it is off by default', async () => {
    expect((await fetch(`${op.issuer}/dev/outbox`)).status).toBe(404);
    const dev = await startIdentity(db, { devOutbox: true });
    try {
      const res = await fetch(`${dev.issuer}/dev/outbox?format=json&email=resend@example.com`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { messages: Array<{ to: string; subject: string }> };
      expect(body.messages[0]).toMatchObject({ to: 'resend@example.com', subject: 'Your Idea Portal verification code' });
      const html = await (await fetch(`${dev.issuer}/dev/outbox`)).text();
      expect(html).toContain('Outbox (development)');
    } finally {
      await dev.close();
    }
  });

  it('rejects oversized and non-form posts gracefully', async () => {
    const res = await new Browser(op.issuer).request('/register', form({ email: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
  });
});
