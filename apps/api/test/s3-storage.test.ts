import { Readable } from 'node:stream';
import { loadServerEnv } from '@idea-portal/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../src/index';
import { LocalBlobStore } from '../src/storage/blob-store';
import { blobStoreFromSettings } from '../src/storage/from-settings';
import { S3BlobStore } from '../src/storage/s3-blob-store';
import { apiOn, targets, type TestApi } from './support/api';
import { json, PDF, submittedIdea, upload, USERS } from './support/ideas';
import { S3RVER_KEY, s3Storage, startS3Server } from './support/storage';

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
