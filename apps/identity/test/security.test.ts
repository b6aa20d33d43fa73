import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import type { DatabaseHandle } from '@idea-portal/db';
import { DEVICE_COOKIE, setMfaPolicy, setUserPassword } from '../src/index.js';
import { trustedProxiesFromEnv } from '../src/proxies.js';
import { Browser, DEMO_TENANT, exchangeCode, openSignIn, openTestDatabase, PASSWORD, startIdentity, type Running } from './helpers.js';
import { decode, fieldError, hiddenFields } from './pages.js';

let db: DatabaseHandle;
let op: Running;

beforeAll(async () => {
  db = await openTestDatabase();
  op = await startIdentity(db);
  await db.query(
    `INSERT INTO public.users (id, user_id, email, given_name, family_name, tenant_id) VALUES
       ('usr-tom', 'usr-tom', 'tom@example.com', 'Tom', 'Totp', 'tenant-demo-corp'),
       ('usr-pia', 'usr-pia', 'pia@example.com', 'Pia', 'Policy', 'tenant-demo-corp'),
       ('usr-owen', 'usr-owen', 'owen@example.com', 'Owen', 'Owner', 'tenant-demo-corp')`,
  );
  for (const [userId, email] of [['usr-tom', 'tom@example.com'], ['usr-pia', 'pia@example.com'], ['usr-owen', 'owen@example.com']] as const) {
    await setUserPassword(db, { userId, email }, PASSWORD);
  }
});

afterAll(async () => {
  await op?.close();
  await db?.close();
});

const banner = (html: string) => /<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
/** A TOTP code of the next time step (the current one may already be spent: no replays). */
const nextCode = (secret: string, steps = 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });

describe('TOTP MFA', () => {
  let secret = '';
  let recovery: string[] = [];

  it('/account/mfa needs a signed-in provider session', async () => {
    const res = await new Browser(op.issuer).request('/account/mfa');
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('Please sign in to the portal first');
  });

  it('enrols with a QR code and a generated code; shows 10 recovery codes once (stored hashed)', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    await browser.postForm(page.action, { email: 'tom@example.com', password: PASSWORD });

    const res = await browser.request('/account/mfa?redirectTo=%2Fapp%2Fprofile');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<img class="qr" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    const svg = Buffer.from(/src="data:image\/svg\+xml;base64,([^"]+)"/.exec(html)![1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    secret = decode(/data-testid="mfa-secret">([^<]+)</.exec(html)![1]!);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const fields = hiddenFields(html);
    expect(fields).toMatchObject({ op: 'enable', redirectTo: '/app/profile' });

    // CSRF: without the token nothing happens
    const forged = await browser.postForm('/account/mfa', { op: 'enable', code: await generate({ secret }) });
    expect(forged.res.status).toBe(403);

    const wrong = await browser.postForm('/account/mfa', { ...fields, code: '000000' === (await generate({ secret })) ? '111111' : '000000' });
    expect(wrong.res.status).toBe(400);
    expect(fieldError(await wrong.res.text(), 'code')).toBe('The code is not valid. Please try again.');

    const ok = await browser.postForm('/account/mfa', { ...fields, code: await generate({ secret }) });
    expect(ok.res.status).toBe(200);
    const done = await ok.res.text();
    recovery = [...done.matchAll(/<li>([a-z0-9]{5}-[a-z0-9]{5})<\/li>/g)].map((m) => m[1]!);
    expect(recovery).toHaveLength(10);
    const rows = await db.query<{ code_hash: string }>(`SELECT code_hash FROM identity.recovery_codes WHERE user_id = 'usr-tom'`);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.code_hash)).not.toContain(recovery[0]);

    // afterwards the page shows the status (and the turn-off form)
    const status = await (await browser.request('/account/mfa')).text();
    expect(status).toContain('Two-step verification is turned on for your account.');
  });

  it('sign-in then asks for the code; a wrong code is refused, a generated one completes', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    const step = await browser.postForm(page.action, { email: 'tom@example.com', password: PASSWORD });
    expect(step.url.searchParams.get('code')).toBeNull();
    const html = await step.res.text();
    expect(html).toContain('Enter the 6-digit code from your authenticator app.');
    const action = `${new URL(page.url).pathname}/mfa`;

    const empty = await browser.postForm(action, { code: '' });
    expect(fieldError(await empty.res.text(), 'code')).toBe('Please enter the code from your authenticator app or a recovery code');
    const wrong = await browser.postForm(action, { code: '123456' === (await nextCode(secret)) ? '654321' : '123456' });
    expect(wrong.res.status).toBe(401);
    const used = await nextCode(secret);
    const done = await browser.postForm(action, { code: used });
    const code = done.url.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await exchangeCode(op.issuer, code!, page.verifier);
    expect(tokens.res.status).toBe(200);
    const idToken = JSON.parse(Buffer.from(String(tokens.body.id_token).split('.')[1]!, 'base64url').toString()) as { amr?: string[] };
    expect(idToken.amr).toEqual(expect.arrayContaining(['pwd', 'otp']));

    // the same code cannot be replayed (the very code: a code generated now may be of a later step
    // when a 30 s step ended since, which a slow machine makes likely)
    const again = new Browser(op.issuer);
    const p2 = await openSignIn(again, op.issuer);
    await again.postForm(p2.action, { email: 'tom@example.com', password: PASSWORD });
    const replay = await again.postForm(`${new URL(p2.url).pathname}/mfa`, { code: used });
    expect(replay.url.searchParams.get('code')).toBeNull();
  });

  it('a recovery code works once', async () => {
    const use = async () => {
      const browser = new Browser(op.issuer);
      const page = await openSignIn(browser, op.issuer);
      await browser.postForm(page.action, { email: 'tom@example.com', password: PASSWORD });
      return browser.postForm(`${new URL(page.url).pathname}/mfa`, { code: recovery[0]!.toUpperCase() });
    };
    expect((await use()).url.searchParams.get('code')).toBeTruthy();
    expect((await use()).url.searchParams.get('code')).toBeNull();
  });

  it('five wrong codes end the attempt and count as a failed sign-in', async () => {
    const browser = new Browser(op.issuer);
    const page = await openSignIn(browser, op.issuer);
    await browser.postForm(page.action, { email: 'tom@example.com', password: PASSWORD });
    const action = `${new URL(page.url).pathname}/mfa`;
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) last = (await browser.postForm(action, { code: `00000${i}` })).res;
    expect(last!.status).toBe(401);
    expect(banner(await last!.text())).toContain('Too many wrong codes. Please sign in again.');
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM identity.login_failures WHERE account_key = 'tom@example.com'`);
    expect(row!.n).toBe(1);
  });

  it("a tenant's 'require MFA' policy forces enrolment at the next sign-in", async () => {
    await setMfaPolicy(db, DEMO_TENANT, { requireMfa: true });
    try {
      const browser = new Browser(op.issuer);
      const page = await openSignIn(browser, op.issuer);
      const step = await browser.postForm(page.action, { email: 'pia@example.com', password: PASSWORD });
      expect(step.url.searchParams.get('code')).toBeNull();
      const html = await step.res.text();
      expect(html).toContain('Your organisation requires two-step verification.');
      const piaSecret = decode(/data-testid="mfa-secret">([^<]+)</.exec(html)![1]!);
      const base = new URL(page.url).pathname;
      const wrong = await browser.postForm(`${base}/mfa-setup`, { code: '999999' === (await generate({ secret: piaSecret })) ? '888888' : '999999' });
      const wrongHtml = await wrong.res.text();
      expect(fieldError(wrongHtml, 'code')).toBe('The code is not valid. Please try again.');
      expect(decode(/data-testid="mfa-secret">([^<]+)</.exec(wrongHtml)![1]!)).toBe(piaSecret); // same QR code again

      const codes = await browser.postForm(`${base}/mfa-setup`, { code: await generate({ secret: piaSecret }) });
      const codesHtml = await codes.res.text();
      expect([...codesHtml.matchAll(/<li>[a-z0-9]{5}-[a-z0-9]{5}<\/li>/g)]).toHaveLength(10);
      const done = await browser.postForm(`${base}/continue`, {});
      expect(done.url.searchParams.get('code')).toBeTruthy();

      // it cannot be turned off while required
      const status = await (await browser.request('/account/mfa')).text();
      const off = await browser.postForm('/account/mfa', { ...hiddenFields(status), code: await nextCode(piaSecret) });
      expect(off.res.status).toBe(403);
    } finally {
      await setMfaPolicy(db, DEMO_TENANT, { requireMfa: false });
    }
  });
});

describe('brute force', () => {
  it('the owner on a remembered device is not locked out by a stranger', async () => {
    // the owner signs in once: the browser is remembered
    const owner = new Browser(op.issuer);
    const first = await openSignIn(owner, op.issuer);
    expect((await owner.postForm(first.action, { email: 'owen@example.com', password: PASSWORD })).url.searchParams.get('code')).toBeTruthy();
    expect(owner.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeTruthy();

    // a stranger locks the account
    const stranger = new Browser(op.issuer);
    const sp = await openSignIn(stranger, op.issuer);
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) last = (await stranger.postForm(sp.action, { email: 'owen@example.com', password: `guess-number-${i}` })).res;
    expect(last!.status).toBe(429);
    const right = await stranger.postForm(sp.action, { email: 'owen@example.com', password: PASSWORD });
    expect(right.res.status).toBe(429);
    expect(banner(await right.res.text())).toMatch(/Your account is locked for (14|15) minutes/);

    // ... but the owner's remembered browser still gets in
    const again = await openSignIn(owner, op.issuer, { prompt: 'login' });
    expect((await owner.postForm(again.action, { email: 'owen@example.com', password: PASSWORD })).url.searchParams.get('code')).toBeTruthy();

    // the remembered device has its own limit
    const typo = await openSignIn(owner, op.issuer, { prompt: 'login' });
    for (let i = 0; i < 5; i++) last = (await owner.postForm(typo.action, { email: 'owen@example.com', password: `owner-typo-${i}` })).res;
    expect(last!.status).toBe(429);
  });

  it('answers slow down before the lock', async () => {
    const slow = await startIdentity(db, { bruteForce: { slowdownMs: 150, maxDelayMs: 150, accountSlowAfter: 1, accountLockAt: 50 } });
    try {
      const browser = new Browser(slow.issuer);
      const page = await openSignIn(browser, slow.issuer);
      await browser.postForm(page.action, { email: 'slow@example.com', password: 'first-wrong-1' });
      const started = Date.now();
      await browser.postForm(page.action, { email: 'slow@example.com', password: 'second-wrong-2' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });

  it('locks a client address that fails across many accounts, with a clear message', async () => {
    // Behind a balancer on loopback (haproxy with `option forwardfor`).
    const proxied = await startIdentity(db, { trustedProxies: ['loopback'], bruteForce: { addressLockAt: 6, slowdownMs: 1, maxDelayMs: 1 } });
    try {
      const attacker = new Browser(proxied.issuer, { 'x-forwarded-for': '203.0.113.7' });
      const page = await openSignIn(attacker, proxied.issuer);
      let last: Response | undefined;
      for (let i = 0; i < 6; i++) last = (await attacker.postForm(page.action, { email: `victim${i}@example.com`, password: 'wrong-password' })).res;
      expect(last!.status).toBe(429);
      const locked = await attacker.postForm(page.action, { email: 'admin@example.com', password: PASSWORD });
      expect(locked.res.status).toBe(429);
      expect(banner(await locked.res.text())).toMatch(/Too many failed sign-in attempts from your network\. Please try again in (14|15) minutes\./);

      const de = await attacker.postForm(page.action, { email: 'admin@example.com', password: PASSWORD, lng: 'de' });
      expect(banner(await de.res.text())).toContain('Zu viele fehlgeschlagene Anmeldeversuche aus Ihrem Netzwerk');

      // another address is not affected
      const other = new Browser(proxied.issuer, { 'x-forwarded-for': '198.51.100.9' });
      const op2 = await openSignIn(other, proxied.issuer);
      expect((await other.postForm(op2.action, { email: 'admin@example.com', password: PASSWORD })).url.searchParams.get('code')).toBeTruthy();
    } finally {
      await proxied.close();
    }
  });
});

describe('the client address behind a balancer', () => {
  const lockOptions = { addressLockAt: 4, accountLockAt: 50, slowdownMs: 1, maxDelayMs: 1 };
  const failures = async (address: string) =>
    Number((await db.query<{ n: number | string }>('SELECT count(*) AS n FROM identity.login_failures WHERE address = $1', [address]))[0]?.n);

  it('the sign-in throttle counts the rightmost hop the trusted balancer appended, whatever the client put before it', async () => {
    const proxied = await startIdentity(db, { trustedProxies: ['loopback'], bruteForce: lockOptions });
    try {
      // The balancer appends the address it saw (203.0.113.20) to the client's own header.
      const attacker = new Browser(proxied.issuer);
      const page = await openSignIn(attacker, proxied.issuer);
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        attacker.headers['x-forwarded-for'] = `198.51.100.${i}, 203.0.113.20`;
        last = (await attacker.postForm(page.action, { email: `rotating${i}@example.com`, password: 'wrong-password' })).res;
      }
      expect(last!.status).toBe(429);
      expect(await failures('203.0.113.20')).toBe(4);
      attacker.headers['x-forwarded-for'] = '198.51.100.77, 203.0.113.20';
      expect((await attacker.postForm(page.action, { email: 'admin@example.com', password: PASSWORD })).res.status).toBe(429);

      // The addresses the attacker named are not locked: such a client signs in.
      expect(await failures('198.51.100.0')).toBe(0);
      const named = new Browser(proxied.issuer, { 'x-forwarded-for': '198.51.100.0' });
      const own = await openSignIn(named, proxied.issuer);
      expect((await named.postForm(own.action, { email: 'admin@example.com', password: PASSWORD })).url.searchParams.get('code')).toBeTruthy();
    } finally {
      await proxied.close();
    }
  });

  it('believes X-Forwarded-For only from a listed proxy: a peer that is not one is counted by its own address', async () => {
    // Earlier tests failed from 127.0.0.1 too: a high address limit keeps this attempt from being refused unseen.
    const proxied = await startIdentity(db, { trustedProxies: ['192.0.2.1'], bruteForce: { ...lockOptions, addressLockAt: 1000 } });
    try {
      const direct = new Browser(proxied.issuer, { 'x-forwarded-for': '198.51.100.50' });
      const page = await openSignIn(direct, proxied.issuer);
      const before = await failures('127.0.0.1');
      await direct.postForm(page.action, { email: 'spoof@example.com', password: 'wrong-password' });
      expect(await failures('198.51.100.50')).toBe(0);
      expect(await failures('127.0.0.1')).toBe(before + 1);
    } finally {
      await db.query(`DELETE FROM identity.login_failures WHERE account_key = 'spoof@example.com'`);
      await proxied.close();
    }
  });

  it('IDENTITY_TRUSTED_PROXIES is the list; IDENTITY_TRUST_PROXY=true alone (every peer trusted) refuses to start', () => {
    expect(trustedProxiesFromEnv({ IDENTITY_TRUSTED_PROXIES: ' 172.28.0.10, loopback ,' })).toEqual(['172.28.0.10', 'loopback']);
    expect(trustedProxiesFromEnv({})).toEqual([]);
    expect(() => trustedProxiesFromEnv({ IDENTITY_TRUST_PROXY: 'true' })).toThrow(/IDENTITY_TRUSTED_PROXIES/);
    expect(trustedProxiesFromEnv({ IDENTITY_TRUST_PROXY: 'true', IDENTITY_TRUSTED_PROXIES: '10.0.0.5' })).toEqual(['10.0.0.5']);
  });
});

describe('remember me', () => {
  it('rememberDays sets the persistent lifetime; unchecked stays a browser-session cookie', async () => {
    const short = await startIdentity(db, { rememberDays: 3, browserSessionHours: 2 });
    try {
      const cookieOf = async (remember: boolean) => {
        const browser = new Browser(short.issuer);
        const page = await openSignIn(browser, short.issuer);
        const res = await browser.request(page.action, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email: 'admin@example.com', password: PASSWORD, ...(remember ? { remember: 'yes' } : {}) }).toString(),
        });
        const resume = await browser.request(res.headers.get('location')!);
        return resume.headers.getSetCookie().find((c) => c.startsWith('_session='))!;
      };
      const persistent = await cookieOf(true);
      const expires = new Date(/expires=([^;]+)/i.exec(persistent)![1]!).getTime();
      expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(3);

      const transient = await cookieOf(false);
      expect(transient).not.toMatch(/expires=/i);
      const [row] = await db.query<{ hours: number }>(
        `SELECT round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours FROM identity.oidc_payloads
          WHERE model = 'Session' AND payload->>'transient' = 'true' ORDER BY expires_at ASC LIMIT 1`,
      );
      expect(row!.hours).toBe(2);
      expect(short.identity.settings).toMatchObject({ rememberDays: 3, browserSessionHours: 2 });
    } finally {
      await short.close();
    }
  });
});

describe("'Or continue with' (upstream providers)", () => {
  const upstreams = [
    { id: 'microsoft', name: 'Microsoft', issuer: 'https://login.upstream.test/tenant/v2.0', clientId: 'ms-client', clientSecret: 's1' },
    { id: 'google', name: 'Google', issuer: 'https://accounts.upstream.test', clientId: 'g-client', clientSecret: 's2' },
  ];

  it('is hidden without upstreams and shows one button per configured provider', async () => {
    const hidden = await openSignIn(new Browser(op.issuer), op.issuer);
    expect(hidden.html).not.toContain('Or continue with');

    const fakeFetch = (async (input: string | URL | Request) => {
      const href = String(input instanceof Request ? input.url : input);
      const issuer = upstreams.find((u) => href.startsWith(u.issuer))!.issuer;
      return Response.json({ issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/keys` });
    }) as typeof fetch;
    const withSocial = await startIdentity(db, { upstreams, fetch: fakeFetch });
    try {
      const browser = new Browser(withSocial.issuer);
      const page = await openSignIn(browser, withSocial.issuer);
      expect(page.html).toContain('Or continue with');
      expect(page.html.match(/data-provider="/g)).toHaveLength(2);
      expect(page.html).toContain('<span>Microsoft</span>');
      expect(page.html).toContain('<span>Google</span>');

      // a button starts a code flow with PKCE at the upstream, returning to /federated/callback
      const href = decode(/href="([^"]+)" data-provider="google"/.exec(page.html)![1]!);
      const res = await browser.request(href);
      expect(res.status).toBe(302);
      const to = new URL(res.headers.get('location')!);
      expect(`${to.origin}${to.pathname}`).toBe('https://accounts.upstream.test/authorize');
      expect(Object.fromEntries(to.searchParams)).toMatchObject({
        client_id: 'g-client',
        response_type: 'code',
        redirect_uri: `${withSocial.issuer}/federated/callback`,
        code_challenge_method: 'S256',
      });
      // the callback hands over to the interaction (whose cookie is path-scoped)
      const cb = await browser.request(`/federated/callback?state=${to.searchParams.get('state')}&code=abc`);
      expect(cb.status).toBe(302);
      expect(cb.headers.get('location')).toBe(`${new URL(page.url).pathname}/federated-return?state=${to.searchParams.get('state')}&code=abc`);
    } finally {
      await withSocial.close();
    }
  });
});
