import { randomUUID } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { tmpdir } from 'node:os';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageUnavailableError } from './storage-error';

/**
 * Where attachment bytes live. Keys are `tenant/idea/attachment` paths of [A-Za-z0-9_-] segments.
 * `put` consumes a stream (never buffering the whole file) and either stores all of it or
 * nothing: when the stream errors (too large, wrong type) no object is left behind, and that
 * stream's own error is what `put` rejects with. A failure of the store itself (disk full, bucket
 * unreachable or too slow) rejects with StorageUnavailableError (the API answers 503).
 * The S3-compatible store (s3-blob-store.ts) implements the same calls on a bucket.
 */
export interface BlobStore {
  put(key: string, body: Readable): Promise<{ size: number }>;
  /** The object's bytes, or null when it does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Readiness: resolves when the store can take writes, rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Releases connections (S3 client sockets); optional. */
  close?(): void;
}

const KEY = /^[A-Za-z0-9_-]{1,128}(\/[A-Za-z0-9_-]{1,128}){0,4}$/;

export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid blob key "${key}"`);
}

/** The default store: files in a local folder (`.data/blobs`, or BLOB_DIR / DATA_DIR/blobs). */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertBlobKey(key);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error('Blob key escapes the store');
    return path;
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const target = this.path(key);
    const temp = `${target}.${randomUUID()}.part`;
    let sourceFailed = false;
    body.once('error', () => (sourceFailed = true));
    try {
      await mkdir(dirname(target), { recursive: true });
      await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
      await rename(temp, target);
      return { size: (await stat(target)).size };
    } catch (err) {
      await rm(temp, { force: true }).catch(() => {});
      throw sourceFailed ? err : new StorageUnavailableError('upload', err);
    }
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const path = this.path(key);
    try {
      const { size } = await stat(path);
      return { stream: createReadStream(path), size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageUnavailableError('download', err);
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.path(key);
    await rm(path, { force: true }).catch((err: unknown) => {
      throw new StorageUnavailableError('delete', err);
    });
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}

/**
 * BLOB_DIR, else DATA_DIR/blobs, else `.data/blobs` (relative to the working directory). An
 * in-memory database (`memory://…`) gets a throw-away folder in the system's temp directory.
 */
export function defaultBlobStore(env: NodeJS.ProcessEnv = process.env): LocalBlobStore {
  if (env.BLOB_DIR) return new LocalBlobStore(env.BLOB_DIR);
  if (env.DATA_DIR?.startsWith('memory://')) return new LocalBlobStore(join(tmpdir(), `idea-portal-blobs-${process.pid}`));
  return new LocalBlobStore(join(env.DATA_DIR || '.data', 'blobs'));
}
