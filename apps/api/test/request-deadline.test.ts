import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@idea-portal/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/index';
import { createSigner, CREATOR, targets } from './support/api';

/** A promise the test resolves itself, so no test depends on how fast the machine is. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const DEADLINE_MS = 1_500;
const IDLE_MS = 200;

describe.each(targets)('request deadline and idle sockets on $name', (target) => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let base: string;
  let dispose: () => Promise<void>;
  const lines: Record<string, unknown>[] = [];
  const gates = { slowWrite: gate(), keyedWrite: gate() };
  const finished = { slowWrite: gate(), keyedWrite: gate() };
  const handlerError: Record<string, unknown> = {};

  const notes = async (note: string) => (await handle.query<{ n: number }>('SELECT count(*)::int AS n FROM test_deadline_writes WHERE note = $1', [note]))[0]?.n;

  beforeAll(async () => {
    const created = await target.create();
    handle = created.handle;
    dispose = created.dispose;
    await handle.exec('CREATE TABLE test_deadline_writes (note text)');
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const signer = await createSigner();
    app = await buildApi({ db: handle, auth: { verifier: signer.verifier }, docs: false, logger: { level: 'info', stream }, timeouts: { response: DEADLINE_MS, idle: IDLE_MS } });
    const signedIn = { preValidation: async (request: { caller?: unknown }) => void (request.caller = { userId: CREATOR }) };

    app.get('/test/slow-read', async () => {
      // Longer than the idle timeout, well within the deadline.
      await new Promise((r) => setTimeout(r, 4 * IDLE_MS));
      return { read: true };
    });
    app.post('/test/slow-write', async () => {
      await gates.slowWrite.opened;
      try {
        await handle.transaction((tx) => tx.query(`INSERT INTO test_deadline_writes (note) VALUES ('late')`));
        await handle.db.execute(`INSERT INTO test_deadline_writes (note) VALUES ('late')`);
      } catch (err) {
        handlerError.slowWrite = err;
      } finally {
        finished.slowWrite.open();
      }
      return { written: true };
    });
    app.post('/test/write-then-slow', async () => {
      await handle.transaction((tx) => tx.query(`INSERT INTO test_deadline_writes (note) VALUES ('early')`));
      await new Promise((r) => setTimeout(r, DEADLINE_MS + 500));
      return { written: true };
    });
    app.post('/test/keyed-write', signedIn, async (_request, reply) => {
      try {
        await handle.query(`INSERT INTO test_deadline_writes (note) VALUES ('keyed')`);
        await gates.keyedWrite.opened;
        return reply.status(201).send({ written: true });
      } finally {
        finished.keyedWrite.open();
      }
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    gates.slowWrite.open();
    gates.keyedWrite.open();
    await app?.close();
    await dispose?.();
  });

  it('a request worked on for longer than the idle timeout still gets its answer', async () => {
    const res = await fetch(`${base}/test/slow-read`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ read: true });
  });

  it('past the deadline: 503 TIMEOUT with a log line, and nothing the request writes later is kept', async () => {
    const res = await fetch(`${base}/test/slow-write`, { method: 'POST', headers: { 'x-request-id': 'deadline-test-1' } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'TIMEOUT' });
    expect(res.headers.get('x-request-id')).toBe('deadline-test-1');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    gates.slowWrite.open();
    await finished.slowWrite.opened;
    expect(handlerError.slowWrite).toMatchObject({ code: 'TIMEOUT' });
    expect(await notes('late')).toBe(0);
    await new Promise((r) => setTimeout(r, 50));
    const mine = lines.filter((l) => l.reqId === 'deadline-test-1');
    expect(mine).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining('deadline') }));
    expect(mine).toContainEqual(expect.objectContaining({ msg: 'request', status: 503 }));
  });

  it('a request that wrote before its deadline runs to its end and answers', async () => {
    const res = await fetch(`${base}/test/write-then-slow`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ written: true });
    expect(await notes('early')).toBe(1);
  });

  // The request's own transaction exists on PostgreSQL only (PGlite has one connection: src/http/idempotency.ts).
  it.skipIf(target.name === 'pglite')('a keyed request past its deadline is rolled back whole; sent again it writes once', async () => {
    const send = () => fetch(`${base}/test/keyed-write`, { method: 'POST', headers: { 'idempotency-key': 'deadline-key-1' } });
    const first = await send();
    expect(first.status).toBe(503);
    gates.keyedWrite.open();
    await finished.keyedWrite.opened;
    // The rollback follows the handler's end.
    await expect.poll(() => notes('keyed'), { timeout: 10_000 }).toBe(0);
    const second = await send();
    expect(second.status).toBe(201);
    expect(await notes('keyed')).toBe(1);
    const third = await send();
    expect(third.status).toBe(201);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(await notes('keyed')).toBe(1);
  });
});
