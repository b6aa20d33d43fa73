import type { Database } from '@idea-portal/db';
import type { onRequestAsyncHookHandler } from 'fastify';

/** What every module plugin receives; each module can be mounted alone with it. */
export interface ModuleOptions {
  db: Database;
  /** onRequest hook that verifies the bearer token and sets request.caller. */
  authenticate: onRequestAsyncHookHandler;
}
