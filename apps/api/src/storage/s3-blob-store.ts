import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { pipeline, Transform, type Readable } from 'node:stream';
import { assertBlobKey, type BlobStore } from './blob-store';
import { DEFAULT_STORAGE_TIMEOUT_MS, StorageUnavailableError } from './storage-error';

export interface S3BlobStoreOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, Ceph, s3rver …); unset: AWS for the region. */
  endpoint?: string;
  region?: string;
  /** Both or neither; unset: the SDK's default chain (environment, instance role …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `http://endpoint/bucket/key` instead of `http://bucket.endpoint/key` (most self-hosted servers). */
  forcePathStyle?: boolean;
  /** Key prefix inside the bucket (e.g. `attachments/`). */
  prefix?: string;
  /** Multipart part size in bytes (S3's minimum is 5 MiB); the most one upload holds in memory per part in flight. */
  partSize?: number;
  /**
   * Deadline of one call in ms (default 10 s): connecting, a whole HeadBucket / GetObject (until
   * its body starts) / DeleteObject with the SDK's retries, and any silence of a socket (so an
   * upload or download that stalls mid-way is cut too). A hung bucket fails fast instead of
   * holding the request until the server's idle timeout.
   */
  timeoutMs?: number;
}

const MIN_PART = 5 * 1024 * 1024;

/**
 * Attachments in an S3-compatible bucket. Uploads stream through lib-storage's multipart upload
 * (one part of at most `partSize` in memory at a time, never the whole file); a body stream that
 * errors (413, 415) aborts the upload, so nothing is stored. Downloads stream GetObject's body.
 * Every call has a deadline (timeoutMs); a failure of the bucket itself (unreachable, timed out,
 * refused) surfaces as StorageUnavailableError, which the API answers with 503.
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly bucket: string;
  private readonly prefix: string;
  private readonly partSize: number;
  private readonly timeoutMs: number;

  constructor(options: S3BlobStoreOptions) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_STORAGE_TIMEOUT_MS;
    const config: S3ClientConfig = {
      region: options.region ?? 'us-east-1',
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's
      // default aws-chunked trailers, and the content is already checked on its way in.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // No socket waits longer than the deadline to connect or between two packets.
      requestHandler: { connectionTimeout: timeoutMs, socketTimeout: timeoutMs },
      ...(options.accessKeyId && options.secretAccessKey && { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }),
    };
    this.client = new S3Client(config);
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.partSize = Math.max(MIN_PART, options.partSize ?? MIN_PART);
    this.timeoutMs = timeoutMs;
  }

  /** Sends a command that must answer within the deadline (retries included); the timer stops once it answered. */
  private async withDeadline<T>(operation: string, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    try {
      return await call(abort.signal);
    } catch (err) {
      if (isMissing(err)) throw err;
      throw new StorageUnavailableError(operation, abort.signal.aborted ? abort.signal.reason : err);
    } finally {
      clearTimeout(timer);
    }
  }

  private key(key: string): string {
    assertBlobKey(key);
    return this.prefix + key;
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const Key = this.key(key);
    let size = 0;
    let failure: Error | undefined;
    // A failing source (too large, wrong type) destroys the counter and so fails the upload.
    const counted = pipeline(
      body,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          done(null, chunk);
        },
      }),
      (err) => {
        if (err) failure ??= err;
      },
    );
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key, Body: counted }, partSize: this.partSize, queueSize: 1, leavePartsOnError: false });
    try {
      await upload.done();
    } catch (err) {
      // A single-part upload that failed after its PutObject started may have left the object.
      await this.delete(key).catch(() => {});
      throw failure ?? new StorageUnavailableError('upload', err);
    }
    if (failure) {
      await this.delete(key).catch(() => {});
      throw failure;
    }
    return { size };
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | null> {
    const Key = this.key(key);
    try {
      const out = await this.withDeadline('download', (abortSignal) => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }), { abortSignal }));
      return { stream: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    const Key = this.key(key);
    await this.withDeadline('delete', (abortSignal) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }), { abortSignal }));
  }

  /** Readiness: the bucket exists and these credentials may use it, within the deadline. */
  async check(): Promise<void> {
    await this.withDeadline('check', (abortSignal) => this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal }));
  }

  close(): void {
    this.client.destroy();
  }
}

/** A missing object (GetObject's NoSuchKey or a bare 404): not a storage failure. */
function isMissing(err: unknown): boolean {
  if ((err as { name?: string }).name === 'NoSuchBucket') return false;
  return err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}
