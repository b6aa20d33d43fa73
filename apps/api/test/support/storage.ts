import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
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

/**
 * A real S3-compatible server (s3rver) on a free port with one empty bucket, in a temporary
 * folder. `stop()` takes it down (an outage: connections are refused) and `restart()` brings it
 * back on the same port with the same objects.
 */
export async function startS3Server(bucket = 'attachments') {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  let server: S3rver | null = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    directory,
    async stop() {
      await server?.close();
      server = null;
    },
    async restart() {
      if (server) return;
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
      await server.run();
    },
    async close() {
      await server?.close();
      server = null;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An endpoint that accepts connections and reads requests but never answers (a hung S3). */
export async function startHungServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
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
