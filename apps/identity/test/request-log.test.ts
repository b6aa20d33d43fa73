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
