import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { LocalBlobStore, type BlobStore } from '../../src/storage/blob-store';
import { S3BlobStore } from '../../src/storage/s3-blob-store';

/** s3rver's fixed credentials. */
export const S3RVER_KEY = 'S3RVER';

export interface TestStorage {
  store: BlobStore;
  /** Every stored key. */
  keys(): Promise<string[]>;
  dispose(): Promise<void>;
}

export interface StorageTarget {
  name: 'local' | 's3';
  create(): Promise<TestStorage>;
}

/** A real S3-compatible server (s3rver) on a free port with one empty bucket, in a temporary folder. */
export async function startS3Server(bucket = 'attachments') {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function walk(root: string): string[] {
  const out: string[] = [];
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) visit(join(dir, e.name));
      else out.push(relative(root, join(dir, e.name)).split(sep).join('/'));
    }
  };
  visit(root);
  return out;
}

export const localStorage: StorageTarget = {
  name: 'local',
  async create() {
    const store = new LocalBlobStore(mkdtempSync(join(tmpdir(), 'api-blobs-')));
    return { store, keys: async () => walk(store.root), dispose: async () => rmSync(store.root, { recursive: true, force: true }) };
  },
};

export const s3Storage: StorageTarget = {
  name: 's3',
  async create() {
    const server = await startS3Server();
    const store = new S3BlobStore({ endpoint: server.endpoint, bucket: server.bucket, forcePathStyle: true, accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY });
    return {
      store,
      async keys() {
        const out = await store.client.send(new ListObjectsV2Command({ Bucket: store.bucket }));
        return (out.Contents ?? []).map((o) => o.Key ?? '');
      },
      async dispose() {
        store.close();
        await server.close();
      },
    };
  },
};

/** Attachment stores every attachment test runs against: the local folder and a real S3 server. */
export const storageTargets: StorageTarget[] = [localStorage, s3Storage];
