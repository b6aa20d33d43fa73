import type { Database } from '@idea-portal/db';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { BlobStore } from '../storage/blob-store';

/** What every module plugin receives; each module can be mounted alone with it. */
export interface ModuleOptions {
  db: Database;
  /** onRequest hook that verifies the bearer token and sets request.caller. */
  authenticate: onRequestAsyncHookHandler;
  /** Attachment storage (ideas module); default a local folder, see defaultBlobStore. */
  blobs?: BlobStore;
  /**
   * Hosts whose images the shell's content security policy lets the browser load (img-src);
   * picture and banner addresses elsewhere are refused with 400 FOREIGN_IMAGE_URL. Default none.
   */
  imageHosts?: readonly string[];
  /** The time (default the system clock): what "today" is for due dates; tests inject one. */
  clock?: () => Date;
}
