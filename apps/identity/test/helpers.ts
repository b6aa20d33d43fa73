import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openMigratedPglite, runMigrations, type DatabaseHandle } from '@idea-portal/db';
import {
  createIdentity,
  createOutboxMailer,
  resolveSql,
  IDENTITY_MIGRATIONS_DIR,
  IDENTITY_MIGRATIONS_TABLE,
  seedDemoCredentials,
  setUserPassword,
  type Identity,
  type IdentityOptions,
} from '../src/index.js';

export const PORTAL = 'http://localhost:3000';
export const REDIRECT_URI = `${PORTAL}/auth/callback`;
export const PASSWORD = 'Demo-Passw0rd';

export const TEST_USERS = [
  { userId: 'usr-admin', email: 'admin@example.com', given: 'Ada', family: 'Admin', enabled: true },
  { userId: 'usr-viewer', email: 'viewer@example.com', given: 'Vera', family: 'Viewer', enabled: true },
  { userId: 'usr-disabled', email: 'disabled@example.com', given: 'Dora', family: 'Disabled', enabled: false },
  { userId: 'usr-locked', email: 'locked@example.com', given: 'Lou', family: 'Locked', enabled: true },
];

/** The API's schema (public.tenants, public.users ...), which the identity provider reads and writes. */
export const API_MIGRATIONS_DIR = fileURLToPath(new URL('../../api/migrations/', import.meta.url));
export const DEMO_TENANT = 'tenant-demo-corp';
export const OTHER_TENANT = 'tenant-other-gmbh';

/** An in-memory database with both schemas, from a migrated template (initdb and the migrations once, not per test). */
const migratedPglite = () =>
  openMigratedPglite([
    { dir: API_MIGRATIONS_DIR, table: 'api_migrations' },
    { dir: IDENTITY_MIGRATIONS_DIR, table: IDENTITY_MIGRATIONS_TABLE },
  ]);

/** An in-memory database with the API's and the identity schema, two tenants and the test users. */
export async function openTestDatabase(open: () => Promise<DatabaseHandle> = migratedPglite): Promise<DatabaseHandle> {
  const db = await open();
  await runMigrations(db, API_MIGRATIONS_DIR, { table: 'api_migrations' });
  await runMigrations(db, IDENTITY_MIGRATIONS_DIR, { table: IDENTITY_MIGRATIONS_TABLE });
  await db.query(
    `INSERT INTO public.tenants (id, name) VALUES ($1, 'Demo Corp'), ($2, 'Other GmbH') ON CONFLICT DO NOTHING`,
    [DEMO_TENANT, OTHER_TENANT],
  );
  await db.query(`INSERT INTO public.organizational_units (id, tenant_id, name) VALUES ('ou-rnd', $1, 'R&D') ON CONFLICT DO NOTHING`, [DEMO_TENANT]);
  for (const u of TEST_USERS) {
    await db.query(
      `INSERT INTO public.users (id, user_id, email, given_name, family_name, enabled, tenant_id) VALUES ($1, $1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [u.userId, u.email, u.given, u.family, u.enabled, DEMO_TENANT],
    );
  }
  await seedDemoCredentials(db, TEST_USERS.filter((u) => u.userId !== 'usr-locked'), PASSWORD);
  await setUserPassword(db, { userId: 'usr-locked', email: 'locked@example.com' }, PASSWORD);
  return db;
}

export interface Running {
  identity: Identity;
  issuer: string;
  server: Server;
  /** A new provider instance over the same database and port, like a process restart. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** Starts an identity provider on a random port (issuer http://127.0.0.1:<port>). */
export async function startIdentity(db: DatabaseHandle, options: Partial<IdentityOptions> = {}): Promise<Running> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const running: Running = {
    identity: await createIdentity({ db, issuer, portalUrl: PORTAL, purgeIntervalMs: 0, upstreams: [], mailer: createOutboxMailer(resolveSql(db)), bruteForce: { slowdownMs: 5, maxDelayMs: 20 }, ...options }),
    issuer,
    server,
    async restart() {
      await running.identity.close();
      running.identity = await createIdentity({ db, issuer, portalUrl: PORTAL, purgeIntervalMs: 0, upstreams: [], mailer: createOutboxMailer(resolveSql(db)), bruteForce: { slowdownMs: 5, maxDelayMs: 20 }, ...options });
      handler = running.identity.handler;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await running.identity.close();
    },
  };
  handler = running.identity.handler;
  return running;
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

/** A minimal cookie-jar HTTP client (no automatic redirects). */
export class Browser {
  cookies: StoredCookie[] = [];

  constructor(
    readonly base: string,
    readonly headers: Record<string, string> = {},
  ) {}

  private cookieHeader(url: URL): string {
    return this.cookies
      .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(res: Response, url: URL) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      let path = url.pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = false;
      for (const a of attrs) {
        const [k, v = ''] = a.split('=');
        if (k!.toLowerCase() === 'path') path = v || '/';
        if (k!.toLowerCase() === 'expires' && new Date(v).getTime() < Date.now()) expired = true;
        if (k!.toLowerCase() === 'max-age' && Number(v) <= 0) expired = true;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.path === path));
      if (!expired && value !== '') this.cookies.push({ name, value, path });
    }
  }

  async request(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(pathOrUrl, this.base);
    const headers = new Headers(init.headers);
    for (const [k, v] of Object.entries(this.headers)) if (!headers.has(k)) headers.set(k, v);
    const cookie = this.cookieHeader(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res, url);
    return res;
  }

  /** Follows redirects within the issuer; stops at (and returns) a redirect to another origin. */
  async follow(pathOrUrl: string, init: RequestInit = {}): Promise<{ res: Response; url: URL }> {
    let url = new URL(pathOrUrl, this.base);
    let res = await this.request(url.href, init);
    for (let i = 0; i < 10 && res.status >= 300 && res.status < 400; i++) {
      const next = new URL(res.headers.get('location') ?? '', url);
      if (next.origin !== new URL(this.base).origin) return { res, url: next };
      url = next;
      res = await this.request(url.href);
    }
    return { res, url };
  }

  postForm(pathOrUrl: string, form: Record<string, string>) {
    return this.follow(pathOrUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }
}

export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(
  issuer: string,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    client_id: 'idea-portal',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...extra,
  });
  return `${issuer}/auth?${params}`;
}

/** The action of the sign-in form in a page. */
export function formAction(html: string): string {
  const m = /<form method="post" action="([^"]+)"/.exec(html);
  if (!m) throw new Error(`no sign-in form in page:\n${html.slice(0, 500)}`);
  return m[1]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
}

/** Opens the authorization endpoint and returns the sign-in page. */
export async function openSignIn(browser: Browser, issuer: string, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const { res, url } = await browser.follow(authorizeUrl(issuer, challenge, extra));
  const html = await res.text();
  return { res, url, html, verifier, action: formAction(html) };
}

/** Signs in through the page and returns the redirect to the portal (code or error). */
export async function signIn(browser: Browser, issuer: string, email: string, password: string, extra: Record<string, string> = {}, remember = false) {
  const page = await openSignIn(browser, issuer, extra);
  const form: Record<string, string> = { email, password };
  if (remember) form.remember = 'yes';
  const result = await browser.postForm(page.action, form);
  return { ...result, verifier: page.verifier };
}

export async function tokenRequest(issuer: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
  return { res, body: (await res.json()) as Record<string, string | number> };
}

export async function exchangeCode(issuer: string, code: string, verifier: string) {
  return tokenRequest(issuer, {
    grant_type: 'authorization_code',
    client_id: 'idea-portal',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
}
