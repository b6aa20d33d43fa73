import { openMigratedPglite, type DatabaseHandle } from '@idea-portal/db';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE, buildApi, type RateLimitOptions } from '../src/index';
import { drainAndClose } from '../src/lifecycle';
import type { BlobStore } from '../src/storage/blob-store';
import { createSigner } from './support/api';
import { localStorage } from './support/storage';

const opened: { close(): Promise<unknown> | unknown }[] = [];
afterEach(async () => {
  for (const o of opened.splice(0).reverse()) await o.close();
});

async function api(blobs?: BlobStore, rateLimit: RateLimitOptions | false = false): Promise<{ app: FastifyInstance; db: DatabaseHandle }> {
  // From the migrated template: initdb and 36 migrations per test made this file ~40 s.
  const db = await openMigratedPglite([{ dir: API_MIGRATIONS_DIR, table: API_MIGRATIONS_TABLE }]);
  const storage = await localStorage.create();
  opened.push({ close: () => storage.dispose() });
  const signer = await createSigner();
  const app = await buildApi({ db, auth: { verifier: signer.verifier }, logger: false, docs: false, blobStore: blobs ?? storage.store, rateLimit });
  opened.push({ close: () => db.close().catch(() => {}) });
  opened.push({ close: () => app.close() });
  return { app, db };
}

const get = async (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

describe('liveness and readiness', () => {
  it('live answers while the process runs; ready when database and storage answer', async () => {
    const { app } = await api();
    expect(await get(app, '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get(app, '/health/ready')).toMatchObject({ status: 200, body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } } });
    expect((await get(app, '/health')).status).toBe(200);
  });

  it('ready is 503 naming the storage when the store fails its check', async () => {
    const broken: BlobStore = { put: async () => ({ size: 0 }), get: async () => null, delete: async () => {}, check: async () => Promise.reject(new Error('bucket gone')) };
    const { app } = await api(broken);
    expect(await get(app, '/health/ready')).toEqual(expect.objectContaining({ status: 503, body: { status: 'unavailable', checks: { database: 'ok', storage: 'failed' } } }));
    expect((await get(app, '/health/live')).status).toBe(200);
  });

  it('the probes are never rate limited, and live answers without the database (rate limits on)', async () => {
    const { app, db } = await api(undefined, { perUser: 1, perAddress: 1, windowSeconds: 60 });
    for (let i = 0; i < 3; i++) {
      expect((await get(app, '/health/live')).status).toBe(200);
      expect((await get(app, '/health/ready')).status).toBe(200);
      expect((await get(app, '/health')).status).toBe(200);
    }
    // A gone (or stalled) database, counters included: the process is still alive.
    await db.close();
    expect(await get(app, '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get(app, '/health/ready')).toMatchObject({ status: 503, body: { checks: { database: 'failed' } } });
  });

  it('ready is 503 naming the database when it does not answer', async () => {
    const { app, db } = await api();
    await db.close();
    expect(await get(app, '/health/ready')).toEqual(expect.objectContaining({ status: 503, body: { status: 'unavailable', checks: { database: 'failed', storage: 'ok' } } }));
  });
});

describe('graceful stop', () => {
  it('reports draining at once, keeps serving during the delay, finishes a request in flight, then refuses', async () => {
    const { app } = await api();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    app.get('/test/slow', async () => {
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const inFlight = fetch(`${base}/test/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((r) => setTimeout(r, 50));

    // A delay a busy machine cannot outrun: the two checks below must land inside it.
    const closing = drainAndClose(app, 2000);
    const ready = await fetch(`${base}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    await new Promise((r) => setTimeout(r, 2300));
    release();
    expect(await inFlight).toEqual({ status: 200, body: { done: true } });
    await closing;
    await expect(fetch(`${base}/health/live`)).rejects.toThrow();
  });
});

describe('request ids', () => {
  it('keeps a sane x-request-id, answers with it, and makes one up otherwise', async () => {
    const { app } = await api();
    expect((await get(app, '/health/live', { 'x-request-id': 'shell-1234abcd' })).headers['x-request-id']).toBe('shell-1234abcd');
    const made = (await get(app, '/health/live', { 'x-request-id': 'bad id with spaces\n' })).headers['x-request-id'];
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get(app, '/health/live')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
