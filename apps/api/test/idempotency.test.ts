import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@idea-portal/db';
import { buildApi, seedDemoData } from '../src/index';
import { ADMIN, CREATOR, createSigner, targets, VIEWER } from './support/api';

describe.each(targets)('Idempotency-Key shared through the database on $name', (target) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: (sub: string) => Promise<string>;
  let dispose: () => Promise<void>;
  let sql: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  let handle: DatabaseHandle;
  let verifier: Awaited<ReturnType<typeof createSigner>>['verifier'];
  beforeAll(async () => {
    const created = await target.create();
    handle = created.handle;
    dispose = created.dispose;
    sql = (text, values) => created.handle.query(text, values);
    await seedDemoData(created.handle);
    const signer = await createSigner();
    token = (sub) => signer.token(sub);
    verifier = signer.verifier;
    // Two instances on one database, as two replicas behind a load balancer.
    a = await buildApi({ db: created.handle, auth: { verifier: signer.verifier } });
    b = await buildApi({ db: created.handle, auth: { verifier: signer.verifier } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dispose?.();
  });

  const post = async (api: FastifyInstance, sub: string, url: string, payload: object, key?: string) =>
    api.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${await token(sub)}`, ...(key && { 'idempotency-key': key }) } });

  it('a repeat on the other instance gets the first answer and writes nothing more', async () => {
    const url = '/ideas/idea-016/comments';
    const first = await post(a, CREATOR, url, { text: 'Once only, please' }, 'retry-key-0001');
    expect(first.statusCode).toBe(201);
    const again = await post(b, CREATOR, url, { text: 'Once only, please' }, 'retry-key-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    const rows = await sql(`SELECT count(*)::int AS n FROM idea_comments WHERE text = 'Once only, please'`);
    expect(rows[0]?.n).toBe(1);
  });

  it('the same key on another request is refused; another user may use the same key', async () => {
    const url = '/ideas/idea-016/comments';
    expect((await post(a, CREATOR, url, { text: 'First text' }, 'retry-key-0002')).statusCode).toBe(201);
    const reused = await post(b, CREATOR, url, { text: 'Other text' }, 'retry-key-0002');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('VALIDATION_FAILED');
    expect((await post(b, VIEWER, url, { text: 'Other text' }, 'retry-key-0002')).statusCode).toBe(201);
  });

  it('without a key every POST writes; a malformed key is a 400', async () => {
    const url = '/ideas/idea-016/comments';
    expect((await post(a, CREATOR, url, { text: 'Twice' })).statusCode).toBe(201);
    expect((await post(b, CREATOR, url, { text: 'Twice' })).statusCode).toBe(201);
    expect((await sql(`SELECT count(*)::int AS n FROM idea_comments WHERE text = 'Twice'`))[0]?.n).toBe(2);
    expect((await post(a, CREATOR, url, { text: 'x' }, 'bad key!')).statusCode).toBe(400);
  });

  const count = async (text: string) => (await sql(`SELECT count(*)::int AS n FROM idea_comments WHERE text = $1`, [text]))[0]?.n;

  it('a replay repeats the ETag; another query string or If-Match with the same key is another request', async () => {
    const first = await post(a, CREATOR, '/ideas', { title: 'Kept with its version' }, 'retry-key-0003');
    expect(first.statusCode).toBe(201);
    expect(first.headers.etag).toMatch(/^"\d+"$/);
    const again = await post(b, CREATOR, '/ideas', { title: 'Kept with its version' }, 'retry-key-0003');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json().id).toBe(first.json().id);
    expect((await sql(`SELECT count(*)::int AS n FROM ideas WHERE title = 'Kept with its version'`))[0]?.n).toBe(1);

    const withQuery = await b.inject({
      method: 'POST',
      url: '/ideas?draft=1',
      payload: { title: 'Kept with its version' },
      headers: { authorization: `Bearer ${await token(CREATOR)}`, 'idempotency-key': 'retry-key-0003' },
    });
    expect(withQuery.statusCode).toBe(400);
    expect(withQuery.json().code).toBe('VALIDATION_FAILED');

    const url = '/ideas/idea-016/comments';
    expect((await post(a, CREATOR, url, { text: 'With a precondition' }, 'retry-key-0004')).statusCode).toBe(201);
    const otherPrecondition = await a.inject({
      method: 'POST',
      url,
      payload: { text: 'With a precondition' },
      headers: { authorization: `Bearer ${await token(CREATOR)}`, 'idempotency-key': 'retry-key-0004', 'if-match': '"7"' },
    });
    expect(otherPrecondition.statusCode).toBe(400);
    expect(await count('With a precondition')).toBe(1);
  });

  it.skipIf(target.name === 'pglite')('a repeat sent while the first still runs waits for it and gets its answer', async () => {
    const url = '/ideas/idea-016/comments';
    const both = await Promise.all([post(a, CREATOR, url, { text: 'Sent twice at once' }, 'retry-key-0005'), post(b, CREATOR, url, { text: 'Sent twice at once' }, 'retry-key-0005')]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0]!.json().id).toBe(both[1]!.json().id);
    expect(both.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await count('Sent twice at once')).toBe(1);
  });

  it.runIf(target.name === 'pglite')('PGlite (one connection): a repeat sent while the first still runs gets 409 and writes nothing; the first answer is replayed after', async () => {
    const url = '/ideas/idea-016/comments';
    const both = await Promise.all([post(a, CREATOR, url, { text: 'Sent twice on PGlite' }, 'retry-key-0015'), post(b, CREATOR, url, { text: 'Sent twice on PGlite' }, 'retry-key-0015')]);
    // The second waits for the one connection, so it may also come after the first answered (then a replay).
    expect(both.map((r) => r.statusCode)).toContain(201);
    for (const r of both) expect([201, 409]).toContain(r.statusCode);
    expect(await count('Sent twice on PGlite')).toBe(1);
    const again = await post(a, CREATOR, url, { text: 'Sent twice on PGlite' }, 'retry-key-0015');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  // Needs the request's own transaction, which only PostgreSQL gives (PGlite has one connection).
  it.skipIf(target.name === 'pglite')('a keyed request that fails with 5xx keeps nothing it wrote, and may be sent again', async () => {
    await sql('CREATE TABLE IF NOT EXISTS test_keyed_writes (note text)');
    let fail = true;
    const app = await buildApi({ db: handle, auth: { verifier }, docs: false });
    app.post('/test/keyed-write', { preValidation: async (request) => void (request.caller = { userId: CREATOR } as never) }, async (request, reply) => {
      await handle.query('INSERT INTO test_keyed_writes (note) VALUES ($1)', [(request.body as { note: string }).note]);
      await handle.db.transaction(async (tx) => tx.execute(`INSERT INTO test_keyed_writes (note) VALUES ('nested')`));
      if (fail) throw new Error('broken after writing');
      return reply.status(201).send({ done: true });
    });
    const send = () => app.inject({ method: 'POST', url: '/test/keyed-write', payload: { note: 'written once' }, headers: { 'idempotency-key': 'retry-key-0006' } });
    const writes = async () => (await sql(`SELECT count(*)::int AS n FROM test_keyed_writes`))[0]?.n;
    try {
      expect((await send()).statusCode).toBe(500);
      expect(await writes()).toBe(0);
      fail = false;
      const second = await send();
      expect(second.statusCode).toBe(201);
      expect(second.headers['idempotent-replayed']).toBeUndefined();
      expect(await writes()).toBe(2);
      fail = true;
      const third = await send();
      expect(third.statusCode).toBe(201);
      expect(third.headers['idempotent-replayed']).toBe('true');
      expect(await writes()).toBe(2);
    } finally {
      await app.close();
    }
  });

  it('code that writes through the same database during a keyed request joins its transaction', async () => {
    // As the portal's account hook does (setUserPassword on the same handle): on PGlite's one
    // connection a second transaction beside the request's would wait for ever.
    await sql('CREATE TABLE IF NOT EXISTS test_credentials (user_id text)');
    const app = await buildApi({
      db: handle,
      auth: { verifier },
      docs: false,
      onUserCreated: async (user) => {
        await handle.transaction((tx) => tx.query('INSERT INTO test_credentials (user_id) VALUES ($1)', [user.userId]));
        return { temporaryPassword: 'Tmp-joined-9a' };
      },
    });
    try {
      const created = await post(app, ADMIN, '/admin/users', { email: 'joined@example.com', givenName: 'Jo', familyName: 'Ined', role: 'VIEWERS' }, 'retry-key-0007');
      expect(created.statusCode).toBe(201);
      const again = await post(app, ADMIN, '/admin/users', { email: 'joined@example.com', givenName: 'Jo', familyName: 'Ined', role: 'VIEWERS' }, 'retry-key-0007');
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(created.json());
      expect(await sql('SELECT user_id FROM test_credentials')).toEqual([{ user_id: created.json().userId }]);
    } finally {
      await app.close();
    }
  });
});
