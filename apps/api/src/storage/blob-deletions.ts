import type { Database } from '@idea-portal/db';
import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { blobDeletions } from '../db/schema';
import type { BlobStore } from './blob-store';

/**
 * Files to remove from the attachment store, kept in `blob_deletions` until the store confirms:
 * the rows are written in the transaction that drops the attachments (so a crash or a storage
 * outage right after cannot orphan a file), the files are deleted at once after the commit, and
 * whatever failed is retried periodically and when an instance starts.
 */

/** Backoff after the n-th failed attempt: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/** Default period of the retry pass. */
export const DEFAULT_BLOB_DELETION_RETRY_MS = 60_000;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Records files to delete (call inside the transaction that removes their attachment rows). */
export async function queueBlobDeletions(tx: Database, keys: string[]): Promise<void> {
  if (!keys.length) return;
  await tx
    .insert(blobDeletions)
    .values([...new Set(keys)].map((storageKey) => ({ storageKey })))
    .onConflictDoNothing();
}

/**
 * Deletes the files now; each confirmed delete drops its row, each failure stays queued with the
 * next attempt pushed back. Never throws: a failed delete is retried later, not the caller's error.
 */
export async function deleteQueuedBlobs(db: Database, blobs: BlobStore, keys: string[], log?: Log): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  for (const key of new Set(keys)) {
    try {
      await blobs.delete(key);
      await db.delete(blobDeletions).where(eq(blobDeletions.storageKey, key));
      deleted++;
    } catch (err) {
      failed++;
      log?.warn({ err, key }, 'attachment file not deleted yet; it stays queued for a retry');
      await db
        .insert(blobDeletions)
        .values({ storageKey: key, attempts: 1, lastError: String((err as Error)?.message ?? err).slice(0, 500), nextAttemptAt: new Date(Date.now() + retryDelayMs(1)) })
        .onConflictDoUpdate({
          target: blobDeletions.storageKey,
          set: {
            attempts: sql`${blobDeletions.attempts} + 1`,
            lastError: sql`excluded.last_error`,
            nextAttemptAt: sql`now() + (least(30 * power(2, ${blobDeletions.attempts}), 3600) * interval '1 second')`,
          },
        })
        .catch((dbErr: unknown) => log?.error({ err: dbErr, key }, 'could not record a failed attachment file delete'));
    }
  }
  return { deleted, failed };
}

/** One pass over the queued deletes that are due (all of them with `everything`), oldest first. */
export async function retryBlobDeletions(db: Database, blobs: BlobStore, options: { log?: Log; everything?: boolean; limit?: number } = {}) {
  const due = await db
    .select({ key: blobDeletions.storageKey })
    .from(blobDeletions)
    .where(options.everything ? undefined : lte(blobDeletions.nextAttemptAt, new Date()))
    .orderBy(asc(blobDeletions.nextAttemptAt))
    .limit(options.limit ?? 200);
  const result = await deleteQueuedBlobs(db, blobs, due.map((d) => d.key), options.log);
  if (result.deleted || result.failed) options.log?.info({ job: 'blob-deletions', ...result }, 'queued attachment file deletes retried');
  return result;
}

/** The queued deletes still open (for tests and operators). */
export async function pendingBlobDeletions(db: Database, keys?: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: blobDeletions.storageKey })
    .from(blobDeletions)
    .where(keys ? inArray(blobDeletions.storageKey, keys.length ? keys : ['']) : undefined);
  return rows.map((r) => r.key).sort();
}

/** Runs a retry pass at once (every queued delete) and then every `intervalMs` (due ones); the returned stop waits for a pass under way. */
export function scheduleBlobDeletionRetry(db: Database, blobs: BlobStore, options: { intervalMs?: number; log?: Log } = {}): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = (everything: boolean) => {
    if (stopped || running) return;
    running = retryBlobDeletions(db, blobs, { log: options.log, everything })
      .catch((err: unknown) => options.log?.error({ err, job: 'blob-deletions' }, 'retrying queued attachment file deletes failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(() => tick(false), options.intervalMs ?? DEFAULT_BLOB_DELETION_RETRY_MS);
  timer.unref();
  tick(true);
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
