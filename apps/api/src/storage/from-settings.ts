import type { ServerEnv } from '@idea-portal/server';
import { defaultBlobStore, LocalBlobStore, type BlobStore } from './blob-store';
import { S3BlobStore } from './s3-blob-store';

/**
 * The attachment store the settings select: STORAGE=s3 with S3_* (each call within
 * S3_TIMEOUT_MS), else the local folder. The one storage setup of both entry points: the
 * standalone API (main.ts) and the composed portal (`npm start`, tools/server/portal.ts).
 */
export function blobStoreFromSettings(settings: Pick<ServerEnv, 'storage'>, env: NodeJS.ProcessEnv = process.env): BlobStore {
  const s = settings.storage;
  if (s.kind === 's3') return new S3BlobStore(s);
  return s.dir ? new LocalBlobStore(s.dir) : defaultBlobStore(env);
}
