import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { authorizeUrl, Browser, openSignIn, openTestDatabase, PASSWORD, PORTAL, pkce, REDIRECT_URI, signIn, startIdentity, type Running } from './helpers.js';

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

const banner = (html: string) => /<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];

describe('sign-in page', () => {
  it('renders the spec page in English by default', async () => {
    const { res, html, url } = await openSignIn(new Browser(op.issuer), op.issuer);
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in | Idea Portal</title>');
    // The portal's icon inline: the page asks for no favicon from the provider.
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
    expect(html).toMatch(/<input id="email" name="email" type="email"[^>]*required/);
    expect(html).toMatch(/<input id="password" name="password" type="password"[^>]*required minlength="8"/);
    expect(html).toContain('<label for="email">Email');
    expect(html).toContain('<label for="password">Password');
    expect(html).toMatch(/<input id="remember" name="remember" type="checkbox" value="yes">Remember me/);
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('data-busy-label="Signing in..."');
    // the credential pages are the provider's own, and lead back to this interaction
    const back = encodeURIComponent(new URL(url).pathname);
    expect(html).toContain(`href="/forgot-password?lng=en&#38;return=${back}">Forgot password?</a>`);
    expect(html).toContain(`href="/register?lng=en&#38;return=${back}">Create account</a>`);
    // no upstream providers configured: no 'Or continue with' block
    expect(html).not.toContain('Or continue with');
    expect(html).not.toContain('data-testid="social-providers"');
    expect(html).toContain('#d6007f');
    expect(html).toContain('#b84a00');
    expect(banner(html)).toBeUndefined();

    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${PORTAL}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('wrong password: banner, no code', async () => {
    const browser = new Browser(op.issuer);
    const { res, url } = await signIn(browser, op.issuer, 'admin@example.com', 'wrong-password');
    expect(res.status).toBe(401);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('code')).toBeNull();
    const html = await res.text();
    expect(banner(html)).toContain('Incorrect email or password.');
    // the e-mail is kept, the password is not
    expect(html).toContain('value="admin@example.com"');
  });

  it('unknown e-mail gets the same answer', async () => {
    const { res } = await signIn(new Browser(op.issuer), op.issuer, 'nobody@example.com', 'whatever-password');
    expect(res.status).toBe(401);
    expect(banner(await res.text())).toContain('Incorrect email or password.');
  });

  it('validates input on the server (spec rules)', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    const r1 = await browser.postForm(page.action, { email: 'not-an-email', password: 'long-enough' });
    expect(r1.res.status).toBe(400);
    const h1 = await r1.res.text();
    expect(banner(h1)).toContain('Please enter a valid email address');
    expect(h1).toContain('aria-invalid="true" aria-describedby="email-error"');

    const r2 = await browser.postForm(page.action, { email: 'admin@example.com', password: 'short' });
    expect(r2.res.status).toBe(400);
    expect(banner(await r2.res.text())).toContain('Password must be at least 8 characters');

    // the interaction is still usable afterwards
    const ok = await browser.postForm(page.action, { email: 'admin@example.com', password: PASSWORD });
    expect(ok.url.searchParams.get('code')).toBeTruthy();
  });

  it('a disabled user cannot sign in', async () => {
    const { res, url } = await signIn(new Browser(op.issuer), op.issuer, 'disabled@example.com', PASSWORD);
    expect(res.status).toBe(403);
    expect(url.searchParams.get('code')).toBeNull();
    expect(banner(await res.text())).toContain('This account is disabled.');
  });

  it('German with ui_locales=de', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer, { ui_locales: 'de' });
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain('<title>Anmelden | Ideenportal</title>');
    expect(page.html).toContain('>Anmelden</button>');
    expect(page.html).toContain('data-busy-label="Anmeldung läuft..."');
    expect(page.html).toContain('Angemeldet bleiben');
    expect(page.html).toContain('Passwort vergessen?');
    expect(page.html).toContain('Konto erstellen');
    expect(page.html).toContain('/forgot-password?lng=de&#38;return=');
    const wrong = await browser.postForm(page.action, { email: 'admin@example.com', password: 'falsches-passwort', lng: 'de' });
    expect(banner(await wrong.res.text())).toContain('E-Mail oder Passwort ist falsch.');
  });

  it('German from Accept-Language (de*), English otherwise', async () => {
    const de = await openSignIn(new Browser(op.issuer, { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' }), op.issuer);
    expect(de.html).toContain('<html lang="de">');
    const fr = await openSignIn(new Browser(op.issuer, { 'accept-language': 'fr-FR,de;q=0.5' }), op.issuer);
    expect(fr.html).toContain('<html lang="en">');
    // ui_locales wins over Accept-Language
    const en = await openSignIn(new Browser(op.issuer, { 'accept-language': 'de' }), op.issuer, { ui_locales: 'en' });
    expect(en.html).toContain('<html lang="en">');
  });

  it('Remember me: unchecked gives a browser-session cookie, checked a persistent one', async () => {
    const sessionCookie = async (remember: boolean) => {
      const browser = new Browser(op.issuer);
      const page = await openSignIn(browser, op.issuer);
      const form: Record<string, string> = { email: 'admin@example.com', password: PASSWORD };
      if (remember) form.remember = 'yes';
      const res = await browser.request(page.action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
      const resume = await browser.request(res.headers.get('location')!);
      return resume.headers.getSetCookie().find((c) => c.startsWith('_session='));
    };
    const transient = await sessionCookie(false);
    expect(transient).toBeTruthy();
    expect(transient).not.toMatch(/expires=/i);
    const persistent = await sessionCookie(true);
    expect(persistent).toMatch(/expires=/i);
  });

  it('locks the account after 5 failures, even for the right password', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    for (let i = 1; i <= 4; i++) {
      const r = await browser.postForm(page.action, { email: 'locked@example.com', password: `wrong-password-${i}` });
      expect(banner(await r.res.text())).toContain('Incorrect email or password.');
    }
    const fifth = await browser.postForm(page.action, { email: 'locked@example.com', password: 'wrong-password-5' });
    expect(fifth.res.status).toBe(429);
    expect(banner(await fifth.res.text())).toContain('Your account is locked for 15 minutes');

    const right = await browser.postForm(page.action, { email: 'locked@example.com', password: PASSWORD });
    expect(right.res.status).toBe(429);
    expect(right.url.searchParams.get('code')).toBeNull();
    expect(banner(await right.res.text())).toContain('Too many failed sign-in attempts.');

    // other accounts are not affected
    const other = await browser.postForm(page.action, { email: 'admin@example.com', password: PASSWORD });
    expect(other.url.searchParams.get('code')).toBeTruthy();

    // once the window has moved on, the right password works again and the failures are forgotten
    await db.query(`UPDATE identity.login_failures SET at = at - interval '16 minutes' WHERE account_key = 'locked@example.com'`);
    const later = await signIn(new Browser(op.issuer), op.issuer, 'locked@example.com', PASSWORD);
    expect(later.url.searchParams.get('code')).toBeTruthy();
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.login_failures WHERE account_key = 'locked@example.com'`);
    expect(row!.n).toBe(0);
  });

  it('an expired or unknown interaction shows a message with a way back', async () => {
    const res = await new Browser(op.issuer).request('/interaction/does-not-exist');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Your sign-in request has expired');
    expect(html).toContain(`href="${PORTAL}/auth/login"`);
  });

  it('an unknown redirect_uri is refused on an error page (no redirect)', async () => {
    const { res } = await new Browser(op.issuer).follow(
      authorizeUrl(op.issuer, pkce().challenge, { redirect_uri: 'http://evil.example/cb' }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri');
    expect(REDIRECT_URI).toContain(PORTAL);
  });
});
