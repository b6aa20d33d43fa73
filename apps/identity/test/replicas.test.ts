/**
 * Two identity instances on one database behind one issuer URL, with a round-robin balancer in
 * front (each request goes to the other instance, as haproxy's roundrobin does): sign-in,
 * code exchange, refresh, userinfo, the browser session and the lockout counters must not care
 * which instance answers. Runs on PostgreSQL when reachable (the production shape), else PGlite.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openDatabase, type DatabaseHandle } from '@idea-portal/db';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentity, createOutboxMailer, resolveSql, type Identity } from '../src/index.js';
import { authorizeUrl, Browser, exchangeCode, openSignIn, openTestDatabase, PASSWORD, pkce, PORTAL, signIn, tokenRequest } from './helpers.js';

const banner = (html: string) => /<div class="alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1];
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh PostgreSQL database, or null when none is reachable. */
async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `identity_replicas_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.end();
    },
  };
}

describe('two identity instances on one database', () => {
  let postgres: Awaited<ReturnType<typeof freshPostgres>>;
  let handles: DatabaseHandle[];
  let instances: Identity[];
  let balancer: Server;
  let issuer: string;
  const served: number[] = [0, 0];

  beforeAll(async () => {
    postgres = await freshPostgres().catch(() => null);
    // Each instance has its own pool, as separate processes would (PGlite: one shared handle).
    const first = await openTestDatabase(() => openDatabase(postgres ? { url: postgres.url, poolSize: 4 } : { dataDir: 'memory://' }));
    handles = [first, postgres ? await openDatabase({ url: postgres.url, poolSize: 4 }) : first];
    let next = 0;
    balancer = createServer((req: IncomingMessage, res: ServerResponse) => {
      const i = next++ % 2;
      served[i] = (served[i] ?? 0) + 1;
      instances[i]!.handler(req, res);
    });
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(balancer.address() as AddressInfo).port}`;
    const options = (db: DatabaseHandle) => ({ db, issuer, portalUrl: PORTAL, purgeIntervalMs: 0, upstreams: [], mailer: createOutboxMailer(resolveSql(db)), bruteForce: { slowdownMs: 5, maxDelayMs: 20 } });
    // Started together, as replicas of a fresh deployment are: they must agree on one signing key.
    instances = await Promise.all(handles.map((db) => createIdentity(options(db))));
  });

  afterAll(async () => {
    balancer?.closeAllConnections();
    await new Promise((resolve) => balancer?.close(resolve));
    for (const i of instances ?? []) await i.close();
    for (const h of new Set(handles ?? [])) await h.close();
    await postgres?.drop();
  });

  it('publishes the same keys from both instances', async () => {
    const jwks = await Promise.all([0, 1].map(async () => (await (await fetch(`${issuer}/jwks`)).json()) as { keys: { kid: string }[] }));
    expect(jwks[0]!.keys.map((k) => k.kid)).toEqual(jwks[1]!.keys.map((k) => k.kid));
    expect(jwks[0]!.keys.length).toBe(1);
  });

  it('signs in through one instance and the other accepts the code, the tokens and the session', async () => {
    const before = [...served];
    const browser = new Browser(issuer);
    const { url, verifier } = await signIn(browser, issuer, 'admin@example.com', PASSWORD);
    const code = url.searchParams.get('code');
    expect(code, url.href).toBeTruthy();
    const tokens = (await exchangeCode(issuer, code!, verifier)).body;
    expect(tokens.access_token).toBeTruthy();

    // The access token verifies against the key set either instance publishes.
    for (let i = 0; i < 2; i++) {
      const keys = createLocalJWKSet((await (await fetch(`${issuer}/jwks`)).json()) as JSONWebKeySet);
      const { payload } = await jwtVerify(String(tokens.access_token), keys, { issuer });
      expect(payload.sub).toBe('usr-admin');
    }
    const refreshed = await tokenRequest(issuer, { grant_type: 'refresh_token', client_id: 'idea-portal', refresh_token: String(tokens.refresh_token) });
    expect(refreshed.res.status).toBe(200);

    // The browser session (cookie + stored session) signs in again on either instance without a form.
    for (let i = 0; i < 2; i++) {
      const again = await browser.follow(authorizeUrl(issuer, pkce().challenge));
      expect(again.url.searchParams.get('code')).toBeTruthy();
    }
    expect(served[0]! - before[0]!).toBeGreaterThan(3);
    expect(served[1]! - before[1]!).toBeGreaterThan(3);
  });

  it('counts failed sign-ins across instances: five failures spread over both lock the account', async () => {
    const browser = new Browser(issuer);
    const page = await openSignIn(browser, issuer);
    for (let i = 1; i <= 4; i++) {
      const r = await browser.postForm(page.action, { email: 'locked@example.com', password: `wrong-password-${i}` });
      expect(banner(await r.res.text())).toContain('Incorrect email or password.');
    }
    const fifth = await browser.postForm(page.action, { email: 'locked@example.com', password: 'wrong-password-5' });
    expect(banner(await fifth.res.text())).toContain('Your account is locked for 15 minutes');
    expect(fifth.res.status).toBe(429);
    for (let i = 0; i < 2; i++) {
      const other = new Browser(issuer);
      const right = await signIn(other, issuer, 'locked@example.com', PASSWORD);
      expect(right.res.status).toBe(429);
    }
  });

  it('answers readiness on both, and draining on the one that stops', async () => {
    const ready = await Promise.all([0, 1].map(async () => (await fetch(`${issuer}/health/ready`)).status));
    expect(ready).toEqual([200, 200]);
    instances[0]!.drain();
    const statuses = await Promise.all([0, 1].map(async () => {
      const res = await fetch(`${issuer}/health/ready`);
      return `${res.status} ${((await res.json()) as { status: string }).status}`;
    }));
    expect(statuses.sort()).toEqual(['200 ready', '503 draining']);
    expect((await fetch(`${issuer}/health/live`)).status).toBe(200);
  });
});
