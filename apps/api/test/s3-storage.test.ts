import { Readable } from 'node:stream';
import { loadServerEnv } from '@idea-portal/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../src/index';
import { LocalBlobStore } from '../src/storage/blob-store';
import { blobStoreFromSettings } from '../src/storage/from-settings';
import { S3BlobStore } from '../src/storage/s3-blob-store';
import { buildApi } from '../src/index';
import { pendingBlobDeletions, retryBlobDeletions } from '../src/storage/blob-deletions';
import { StorageUnavailableError } from '../src/storage/storage-error';
import { apiOn, createSigner, targets, type TestApi } from './support/api';
import { createIdea, json, PDF, submittedIdea, upload, USERS } from './support/ideas';
import { S3RVER_KEY, s3Storage, startHungServer, startS3Server, type StorageTarget } from './support/storage';

const MB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** A stream of `size` bytes (a repeating pattern) that fails after `failAfter` bytes when given. */
function patterned(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) return this.destroy(new Error('source failed'));
      if (sent >= size) return this.push(null);
      const n = Math.min(256 * 1024, size - sent);
      const chunk = Buffer.alloc(n);
      for (let i = 0; i < n; i++) chunk[i] = (sent + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

describe('S3 blob store on a real S3-compatible server (s3rver)', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let store: S3BlobStore;
  beforeAll(async () => {
    server = await startS3Server();
    store = new S3BlobStore({ endpoint: server.endpoint, bucket: server.bucket, forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, prefix: 'att/' });
  });
  afterAll(async () => {
    store?.close();
    await server?.close();
  });

  it('streams a file larger than one part in as a multipart upload and back out byte for byte', async () => {
    const size = 12 * MB + 123;
    expect(await store.put('t1/i1/big', patterned(size))).toEqual({ size });
    const got = await store.get('t1/i1/big');
    expect(got?.size).toBe(size);
    const bytes = await readAll(got!.stream);
    expect(bytes.length).toBe(size);
    expect(bytes.equals(await readAll(patterned(size)))).toBe(true);
  });

  it('keeps nothing when the source stream fails, in the first part or after several parts', async () => {
    await expect(store.put('t1/i1/early', patterned(3 * MB, 1 * MB))).rejects.toThrow('source failed');
    await expect(store.put('t1/i1/late', patterned(14 * MB, 11 * MB))).rejects.toThrow('source failed');
    expect(await store.get('t1/i1/early')).toBeNull();
    expect(await store.get('t1/i1/late')).toBeNull();
  });

  it('answers null for a missing object, deletes idempotently and refuses unsafe keys', async () => {
    expect(await store.get('t1/i1/none')).toBeNull();
    await store.put('t1/i1/gone', Readable.from([Buffer.from('x')]));
    await store.delete('t1/i1/gone');
    await store.delete('t1/i1/gone');
    expect(await store.get('t1/i1/gone')).toBeNull();
    await expect(store.put('../etc/passwd', Readable.from([]))).rejects.toThrow('Invalid blob key');
  });

  it('every call has a deadline: a bucket that accepts connections but never answers fails each call as unavailable', async () => {
    const hung = await startHungServer();
    const slow = new S3BlobStore({ endpoint: hung.endpoint, bucket: 'b', forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, timeoutMs: 300 });
    try {
      await expect(slow.check()).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(slow.get('t1/i1/x')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(slow.delete('t1/i1/x')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(slow.put('t1/i1/x', Readable.from([Buffer.from('hello')]))).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      slow.close();
      await hung.close();
    }
  });

  it('readiness check passes for the bucket and fails for a missing bucket or a stopped server', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    const wrong = new S3BlobStore({ endpoint: server.endpoint, bucket: 'no-such-bucket', forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY });
    await expect(wrong.check()).rejects.toBeDefined();
    wrong.close();
    const down = new S3BlobStore({ endpoint: 'http://127.0.0.1:9', bucket: 'x', forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY });
    await expect(down.check()).rejects.toBeDefined();
    down.close();
  });
});

describe('storage settings', () => {
  it('selects the local folder by default and S3 with STORAGE=s3', () => {
    expect(blobStoreFromSettings(loadServerEnv({ BLOB_DIR: '/tmp/blobs-x' }))).toBeInstanceOf(LocalBlobStore);
    const s3 = blobStoreFromSettings(
      loadServerEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }),
    );
    expect(s3).toBeInstanceOf(S3BlobStore);
    (s3 as S3BlobStore).close();
  });


  it('refuses incomplete S3 settings, naming the variable', () => {
    expect(() => loadServerEnv({ STORAGE: 's3' })).toThrow(/S3_BUCKET: S3_BUCKET is required when STORAGE=s3/);
    expect(() => loadServerEnv({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadServerEnv({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });
});

describe('attachments API on S3 storage', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(targets[0]!, s3Storage);
  });
  afterAll(() => api?.close());

  it('stores the upload under tenant/idea/attachment in the bucket, serves it, and removes it with the idea attachment', async () => {
    const { id } = await submittedIdea(api);
    const [att] = (await upload(api, USERS.creator.sub, id, [{ filename: 'plan.pdf', content: PDF }])).body;
    expect(await api.storedKeys()).toContain(`${DEMO_TENANT_ID}/${id}/${att.id}`);
    const res = await api.app.inject({ url: `/ideas/${id}/attachments/${att.id}`, headers: { authorization: `Bearer ${await api.token(USERS.viewer.sub)}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await json(api).del(USERS.creator.sub, `/ideas/${id}/attachments/${att.id}`)).status).toBe(204);
    expect((await api.storedKeys()).filter((k) => k.includes(att.id))).toEqual([]);
  });

  it('/health/ready checks the bucket', async () => {
    expect((await api.as(null, '/health/ready')).body).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
  });
});

/** An S3 target whose server the test can stop (an outage) and bring back. */
function restartableS3(server: Awaited<ReturnType<typeof startS3Server>>): StorageTarget {
  return {
    name: 's3',
    async create() {
      const store = new S3BlobStore({ endpoint: server.endpoint, bucket: server.bucket, forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, timeoutMs: 2000 });
      return {
        store,
        keys: async () => {
          const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
          const out = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket }));
          return (out.Contents ?? []).map((o) => o.Key ?? '');
        },
        dispose: async () => store.close(),
      };
    },
  };
}

describe.each(targets)('attachments while S3 is down, on $name', (target) => {
  let api: TestApi;
  let server: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    server = await startS3Server();
    api = await apiOn(target, restartableS3(server));
  });
  afterAll(async () => {
    await api?.close();
    await server?.close();
  });

  const bearer = async (sub: string) => ({ authorization: `Bearer ${await api.token(sub)}` });

  it('answers 503 STORAGE_UNAVAILABLE with Retry-After (not 500) for uploads and downloads, readiness names the storage, and a failed delete is retried until the file is gone', async () => {
    const { id } = await submittedIdea(api);
    const [kept, removed] = (await upload(api, USERS.creator.sub, id, [{ filename: 'kept.pdf', content: PDF }, { filename: 'removed.pdf', content: PDF }])).body;
    const removedKey = `${DEMO_TENANT_ID}/${id}/${removed.id}`;
    const draft = await createIdea(api);
    const [draftFile] = (await upload(api, USERS.creator.sub, draft.id, [{ filename: 'draft.pdf', content: PDF }])).body;
    const draftKey = `${DEMO_TENANT_ID}/${draft.id}/${draftFile.id}`;
    expect(await api.storedKeys()).toEqual(expect.arrayContaining([removedKey, draftKey]));

    await server.stop();
    const up = await upload(api, USERS.creator.sub, id, [{ filename: 'late.pdf', content: PDF }]);
    expect(up.status, JSON.stringify(up.body)).toBe(503);
    expect(up.body.code).toBe('STORAGE_UNAVAILABLE');
    expect(Number(up.headers['retry-after'])).toBeGreaterThan(0);
    expect((await json(api).get(USERS.creator.sub, `/ideas/${id}/attachments`)).body.map((a: { fileName: string }) => a.fileName)).toEqual(['kept.pdf', 'removed.pdf']);

    const down = await api.app.inject({ url: `/ideas/${id}/attachments/${kept.id}`, headers: await bearer(USERS.viewer.sub) });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    expect(down.headers['retry-after']).toBeDefined();

    const ready = await api.as(null, '/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });

    // Deleting an attachment and a draft still works; their files wait in the queue.
    expect((await json(api).del(USERS.creator.sub, `/ideas/${id}/attachments/${removed.id}`)).status).toBe(204);
    expect((await json(api).del(USERS.creator.sub, `/ideas/${draft.id}`)).status).toBe(204);
    expect(await pendingBlobDeletions(api.handle.db, [removedKey, draftKey])).toEqual([draftKey, removedKey].sort());
    // A pass while the bucket is still down keeps them queued.
    expect(await retryBlobDeletions(api.handle.db, api.blobs, { everything: true })).toMatchObject({ deleted: 0, failed: 2 });
    expect(await pendingBlobDeletions(api.handle.db, [removedKey, draftKey])).toHaveLength(2);

    await server.restart();
    expect(await api.storedKeys()).toEqual(expect.arrayContaining([removedKey, draftKey]));
    expect(await retryBlobDeletions(api.handle.db, api.blobs, { everything: true })).toMatchObject({ deleted: 2, failed: 0 });
    expect(await pendingBlobDeletions(api.handle.db)).toEqual([]);
    const left = await api.storedKeys();
    expect(left).not.toContain(removedKey);
    expect(left).not.toContain(draftKey);
    expect(left).toContain(`${DEMO_TENANT_ID}/${id}/${kept.id}`);
    expect((await api.as(null, '/health/ready')).status).toBe(200);
  });

  it('an instance works off the queued deletes when it starts', async () => {
    const { id } = await submittedIdea(api);
    const [att] = (await upload(api, USERS.creator.sub, id, [{ filename: 'later.pdf', content: PDF }])).body;
    const key = `${DEMO_TENANT_ID}/${id}/${att.id}`;
    await server.stop();
    expect((await json(api).del(USERS.creator.sub, `/ideas/${id}/attachments/${att.id}`)).status).toBe(204);
    expect(await pendingBlobDeletions(api.handle.db, [key])).toEqual([key]);
    await server.restart();

    const store = new S3BlobStore({ endpoint: server.endpoint, bucket: server.bucket, forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY });
    const second = await buildApi({ db: api.handle, auth: { verifier: (await createSigner()).verifier }, blobStore: store, logger: false });
    try {
      await second.ready();
      for (let i = 0; i < 100 && (await pendingBlobDeletions(api.handle.db, [key])).length; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await pendingBlobDeletions(api.handle.db, [key])).toEqual([]);
      expect(await api.storedKeys()).not.toContain(key);
    } finally {
      await second.close();
    }
  });
});

describe('attachments on a hung S3', () => {
  let api: TestApi;
  let hung: Awaited<ReturnType<typeof startHungServer>>;
  beforeAll(async () => {
    hung = await startHungServer();
    const target: StorageTarget = {
      name: 's3',
      async create() {
        const store = new S3BlobStore({ endpoint: hung.endpoint, bucket: 'b', forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY, timeoutMs: 500 });
        return { store, keys: async () => [], dispose: async () => store.close() };
      },
    };
    api = await apiOn(targets[0]!, target);
  });
  afterAll(async () => {
    await api?.close();
    await hung?.close();
  });

  it('cuts the upload at the storage deadline and answers 503, not a hang until the idle timeout', async () => {
    const { id } = await submittedIdea(api);
    const res = await upload(api, USERS.creator.sub, id, [{ filename: 'plan.pdf', content: PDF }]);
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.body.code).toBe('STORAGE_UNAVAILABLE');
    expect((await json(api).get(USERS.creator.sub, `/ideas/${id}/attachments`)).body).toEqual([]);
  });
});
