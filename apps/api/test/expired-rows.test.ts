import type { DatabaseHandle } from '@idea-portal/db';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApi } from '../src/index';
import { purgeExpiredRows } from '../src/http/expired-rows';
import { createSigner, targets } from './support/api';

/** Counters of an ended window and of the current one; idempotency keys of 25 hours ago and of 1 hour ago. */
async function insertOldAndFreshRows(db: DatabaseHandle): Promise<void> {
  await db.query(
    `INSERT INTO api_rate_limits (key, window_start, hits) VALUES
       ('ip:192.0.2.1', now() - interval '5 minutes', 3),
       ('user:usr-old', now() - interval '2 minutes', 9),
       ('ip:192.0.2.2', now(), 1)`,
  );
  await db.query(
    `INSERT INTO api_idempotency_keys (user_id, key, method, path, fingerprint, status, body, created_at) VALUES
       ('usr-a', 'old-key-123', 'POST', '/ideas', 'f', 201, '{}', now() - interval '25 hours'),
       ('usr-a', 'fresh-key-123', 'POST', '/ideas', 'f', 201, '{}', now() - interval '1 hour')`,
  );
}

async function remaining(db: DatabaseHandle) {
  const limits = await db.query<{ key: string }>('SELECT key FROM api_rate_limits ORDER BY key');
  const keys = await db.query<{ key: string }>('SELECT key FROM api_idempotency_keys ORDER BY key');
  return { limits: limits.map((r) => r.key), keys: keys.map((r) => r.key) };
}

describe.each(targets)('expired rate-limit counters and idempotency keys go away on $name', (target) => {
  let db: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ handle: db, dispose } = await target.create());
  });
  afterAll(async () => dispose?.());
  beforeEach(async () => {
    await db.query('DELETE FROM api_rate_limits');
    await db.query('DELETE FROM api_idempotency_keys');
    await insertOldAndFreshRows(db);
  });

  it('deletes counters whose window ended and keys older than 24 hours, and keeps the rest', async () => {
    await purgeExpiredRows(db, 60);
    expect(await remaining(db)).toEqual({ limits: ['ip:192.0.2.2'], keys: ['fresh-key-123'] });
  });

  it('each API instance purges once it is ready (and then once per rate-limit window)', async () => {
    const signer = await createSigner();
    const app = await buildApi({ db, auth: { verifier: signer.verifier }, docs: false, rateLimit: { perUser: 10, perAddress: 10, windowSeconds: 60 } });
    await app.ready();
    // Closing waits for a purge under way.
    await app.close();
    expect(await remaining(db)).toEqual({ limits: ['ip:192.0.2.2'], keys: ['fresh-key-123'] });
  });
});
