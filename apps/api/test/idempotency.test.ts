import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApi, seedDemoData } from '../src/index';
import { CREATOR, createSigner, targets, VIEWER } from './support/api';

describe.each(targets)('Idempotency-Key shared through the database on $name', (target) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let token: (sub: string) => Promise<string>;
  let dispose: () => Promise<void>;
  let sql: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
  beforeAll(async () => {
    const created = await target.create();
    dispose = created.dispose;
    sql = (text, values) => created.handle.query(text, values);
    await seedDemoData(created.handle);
    const signer = await createSigner();
    token = (sub) => signer.token(sub);
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
});
