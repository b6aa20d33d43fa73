import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import type { InjectOptions } from 'fastify';
import { openTestDatabase, startIdentity, type Running } from './helpers.js';

let db: DatabaseHandle;
let op: Running;

beforeAll(async () => {
  db = await openTestDatabase();
  op = await startIdentity(db, { devOutbox: true });
});

afterAll(async () => {
  await op?.close();
  await db?.close();
});

const inject = (opts: InjectOptions) => op.identity.app.inject(opts);

describe('identity routing (Fastify pages, oidc-provider behind them)', () => {
  it('serves its pages with and without a trailing slash, and refuses other methods with 405', async () => {
    expect((await inject({ method: 'GET', url: '/register/' })).statusCode).toBe(200);
    const put = await inject({ method: 'PUT', url: '/register' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('GET, POST');
    expect((await inject({ method: 'GET', url: '/register/resend' })).statusCode).toBe(405);
  });

  it('answers a page POST that is not a form with the form errors, and an oversized form with 413', async () => {
    const json = await inject({ method: 'POST', url: '/register', headers: { 'content-type': 'application/json' }, payload: '{"email":"x"}' });
    expect(json.statusCode).toBe(400);
    expect(json.headers['content-type']).toContain('text/html');
    const big = await inject({ method: 'POST', url: '/register', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `email=${'x'.repeat(20_000)}` });
    expect(big.statusCode).toBe(413);
  });

  it('hands every other path to oidc-provider, with the form body unread for it', async () => {
    const discovery = await inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({ issuer: op.issuer });
    // The token endpoint parses the form itself: a bad grant is its own OAuth error, not a hang or 500.
    const token = await inject({ method: 'POST', url: '/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=authorization_code&client_id=idea-portal&code=nope&redirect_uri=x&code_verifier=y' });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await inject({ method: 'GET', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('answers an expired or unknown interaction with the session-expired page', async () => {
    const res = await inject({ method: 'GET', url: '/interaction/abc' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('<html');
  });

  it('serves the turned-on outbox to loopback only', async () => {
    expect((await inject({ method: 'GET', url: '/dev/outbox?format=json', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/dev/outbox?format=json', remoteAddress: '203.0.113.5' })).statusCode).toBe(404);
    expect((await inject({ method: 'POST', url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});
