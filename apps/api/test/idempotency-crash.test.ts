import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseHandle } from '@idea-portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/index';
import { AUDIENCE, CREATOR, createSigner, ISSUER, targets } from './support/api';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const postgres = targets.find((t) => t.name === 'postgres');

interface Instance {
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): void;
}

/**
 * kill -9 of the API (a real process on PostgreSQL) right before and right after a keyed request
 * commits (API_TEST_KILL_AT): a repeat with the same key finds nothing written (and writes once),
 * or the first answer (status, body, ETag) and no second write.
 */
describe.runIf(postgres)('Idempotency-Key across a kill -9 of the API on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let databaseUrl: string;
  let dispose: () => Promise<void>;
  let jwks: Server;
  let jwksUrl: string;
  let token: string;
  let blobDir: string;
  let survivor: Instance;
  const running: Instance[] = [];

  async function start(extra: Record<string, string> = {}): Promise<Instance> {
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        API_PORT: String(port),
        BIND_HOST: '127.0.0.1',
        SEED: 'false',
        OIDC_ISSUER: ISSUER,
        OIDC_JWKS_URL: jwksUrl,
        API_AUDIENCE: AUDIENCE,
        API_RATE_LIMIT: 'off',
        SAVED_SEARCH_DIGEST: 'off',
        BLOB_DIR: blobDir,
        LOG_LEVEL: 'warn',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const instance: Instance = { url: `http://127.0.0.1:${port}`, exited, stop: () => void child.kill('SIGKILL') };
    running.push(instance);
    let gone = false;
    void exited.then(() => (gone = true));
    for (;;) {
      if (gone) throw new Error(`the API stopped while starting:\n${output}`);
      const live = await fetch(`${instance.url}/health/live`).catch(() => null);
      if (live?.ok) return instance;
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  const createIdea = (api: Instance, title: string, key: string) =>
    fetch(`${api.url}/ideas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ title }),
    });
  const ideasTitled = (title: string) => handle.query<{ id: string; version: number }>('SELECT id, version FROM ideas WHERE title = $1', [title]);

  beforeAll(async () => {
    const created = await postgres!.create();
    handle = created.handle;
    databaseUrl = created.url!;
    dispose = created.dispose;
    await seedDemoData(handle);
    const signer = await createSigner();
    token = await signer.token(CREATOR, { expiresIn: '30m' });
    const keys = JSON.stringify({ keys: [signer.jwk] });
    jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(keys));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/jwks`;
    blobDir = mkdtempSync(join(tmpdir(), 'api-crash-blobs-'));
    // The instance the client's repeat reaches (as after a restart, or another replica).
    survivor = await start();
  }, 240_000);

  afterAll(async () => {
    for (const instance of running) instance.stop();
    await Promise.all(running.map((i) => i.exited));
    await new Promise((resolve) => jwks?.close(resolve));
    await dispose?.();
    if (blobDir) rmSync(blobDir, { recursive: true, force: true });
  });

  it('killed right after the commit: the repeat gets the first answer with its ETag, and there is one idea', async () => {
    const doomed = await start({ API_TEST_KILL_AT: 'after-commit' });
    const title = 'Written just before a kill -9';
    await expect(createIdea(doomed, title, 'crash-after-commit-1')).rejects.toThrow();
    expect((await doomed.exited).signal).toBe('SIGKILL');
    const [written, ...more] = await ideasTitled(title);
    expect(written).toBeDefined();
    expect(more).toEqual([]);

    const again = await createIdea(survivor, title, 'crash-after-commit-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('etag')).toBe(`"${written!.version}"`);
    expect(((await again.json()) as { id: string }).id).toBe(written!.id);
    expect(await ideasTitled(title)).toHaveLength(1);
  }, 240_000);

  it('killed right before the commit: nothing is written, and the repeat writes once', async () => {
    const doomed = await start({ API_TEST_KILL_AT: 'before-commit' });
    const title = 'Lost in a kill -9 before its commit';
    await expect(createIdea(doomed, title, 'crash-before-commit-1')).rejects.toThrow();
    expect((await doomed.exited).signal).toBe('SIGKILL');
    expect(await ideasTitled(title)).toEqual([]);

    const again = await createIdea(survivor, title, 'crash-before-commit-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    const id = ((await again.json()) as { id: string }).id;
    const once = await createIdea(survivor, title, 'crash-before-commit-1');
    expect(once.headers.get('idempotent-replayed')).toBe('true');
    expect(((await once.json()) as { id: string }).id).toBe(id);
    expect(await ideasTitled(title)).toHaveLength(1);
  }, 240_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
