import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@idea-portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, startIdentity, type Running } from './helpers.js';

describe('identity request log and health', () => {
  let db: DatabaseHandle;
  let op: Running;
  const lines: Record<string, unknown>[] = [];
  const rawLines: string[] = [];
  beforeAll(async () => {
    db = await openTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const l of chunk.toString().split('\n').filter(Boolean)) {
          rawLines.push(l);
          lines.push(JSON.parse(l) as Record<string, unknown>);
        }
        done();
      },
    });
    op = await startIdentity(db, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await op?.close();
    await db?.close();
  });

  it('logs one JSON line per request with the caller\'s x-request-id (also for oidc-provider\'s answers), never the query', async () => {
    const res = await fetch(`${op.issuer}/auth?client_id=idea-portal&code_challenge=secret-ish`, { headers: { 'x-request-id': 'haproxy-abc123' }, redirect: 'manual' });
    expect(res.headers.get('x-request-id')).toBe('haproxy-abc123');
    await new Promise((r) => setTimeout(r, 20));
    const line = lines.find((l) => l.reqId === 'haproxy-abc123');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/auth', status: res.status });
    // The request id appears once per line (a duplicate key is invalid for many log shippers).
    expect(rawLines.find((l) => l.includes('haproxy-abc123'))?.match(/"reqId"/g)).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('secret-ish');
    const own = await fetch(`${op.issuer}/health/live`);
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs the client address: the socket peer, as no proxy is trusted here (a sent X-Forwarded-For is not believed)', async () => {
    await fetch(`${op.issuer}/health/live`, { headers: { 'x-request-id': 'ip-check-1', 'x-forwarded-for': '198.51.100.4' } });
    await new Promise((r) => setTimeout(r, 20));
    expect(lines.find((l) => l.reqId === 'ip-check-1')).toMatchObject({ msg: 'request', path: '/health/live', ip: '127.0.0.1' });
  });

  it("sends X-Content-Type-Options: nosniff also on oidc-provider's answers (discovery, keys, token, userinfo)", async () => {
    const answers = [
      await fetch(`${op.issuer}/.well-known/openid-configuration`),
      await fetch(`${op.issuer}/jwks`),
      await fetch(`${op.issuer}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=authorization_code' }),
      await fetch(`${op.issuer}/me`),
      await fetch(`${op.issuer}/health/ready`),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 400, 401, 200]);
    for (const res of answers) expect(res.headers.get('x-content-type-options'), res.url).toBe('nosniff');
  });

  it('live and ready answer; ready names the database when it fails; /healthz stays', async () => {
    expect(await (await fetch(`${op.issuer}/health/live`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${op.issuer}/health/ready`)).json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
    expect((await fetch(`${op.issuer}/healthz`)).status).toBe(200);
    await db.close();
    const down = await fetch(`${op.issuer}/health/ready`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
  });
});
