import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '@idea-portal/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { WorkStart } from './request-work';

/** A keyed request: a repeat must match its method, path and fingerprint, per user. */
interface Claim {
  userId: string;
  key: string;
  path: string;
  fingerprint: string;
}

interface Stored {
  method: string;
  path: string;
  fingerprint: string;
  status: number | null;
  body: string | null;
  headers: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
/** How long an answer is replayed. */
const KEEP_HOURS = 24;
/** The answer's headers a replay repeats. */
const KEPT_HEADERS = ['content-type', 'etag', 'location'] as const;

/** Crash tests only: kill -9 this process right before or right after a keyed request commits. */
export type IdempotencyCrashTest = 'before-commit' | 'after-commit';

export interface IdempotencyOptions {
  /** The transaction's statement_timeout (the request deadline), ms. */
  statementTimeoutMs: number;
  crashTest?: IdempotencyCrashTest;
}

/** What a repeat must match besides method and path: query string, If-Match and body. */
function fingerprint(request: FastifyRequest): string {
  // Multipart bodies are streamed to the handler and not seen here; method and path still bind them.
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const ifMatch = request.headers['if-match'] ?? '';
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(JSON.stringify([query, ifMatch, body])).digest('base64url');
}

/**
 * `Idempotency-Key` on POST: a client that got no answer (a dropped connection, a 502 from the
 * balancer, an instance killed) sends the same request again with the same key and gets the first
 * answer (status, body, ETag; `Idempotent-Replayed: true`) instead of a second write, whichever
 * instance it reaches. The whole request runs in one transaction that also stores its key and
 * answer, committed just before the answer is sent: after any crash a repeat finds either that
 * answer or nothing written. A concurrent repeat waits for the first (PostgreSQL: on the key's row)
 * and then gets its answer. The same key on another request (method, path, query, If-Match, body)
 * is 400 VALIDATION_FAILED. 5xx answers are not kept and roll the request back, so it may be sent
 * again. Signed-in callers only.
 */
export function registerIdempotency(app: FastifyInstance, db: DatabaseHandle, starts: WorkStart[], options: IdempotencyOptions): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.caller) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw new HttpError('VALIDATION_FAILED', 'Idempotency-Key must be 8-200 letters, digits or _.:-', [{ path: 'idempotency-key', message: 'invalid' }]);
    const claim: Claim = { userId: request.caller.userId, key, path: request.url.split('?')[0] ?? request.url, fingerprint: fingerprint(request) };
    // Expired answers make room first (PGlite: also a claim whose request never answered, see below).
    await db.query(
      `DELETE FROM api_idempotency_keys WHERE user_id = $1 AND key = $2
          AND (created_at < now() - make_interval(hours => $3::int) OR (status IS NULL AND created_at < now() - make_interval(secs => $4::int)))`,
      [claim.userId, key, KEEP_HOURS, db.kind === 'pglite' ? ABANDONED_CLAIM_SECONDS : 10 ** 9],
    );
    const earlier = await stored(db, claim);
    if (earlier) return replay(request, reply, claim, earlier);
    request.idempotency = claim;
  });

  // Inside the request's work: the transaction begins with the key's row, so a concurrent repeat waits on it.
  starts.push(async (request, reply, work) => {
    const claim = request.idempotency;
    if (!claim) return false;
    if (db.kind === 'pglite') return claimOutsideTheWrite(db, request, claim);
    const held = await db.begin({ statementTimeoutMs: options.statementTimeoutMs });
    let claimed: unknown[];
    try {
      claimed = await held.sql.query(
        `INSERT INTO api_idempotency_keys (user_id, key, method, path, fingerprint) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
        [claim.userId, claim.key, request.method, claim.path, claim.fingerprint],
      );
    } catch (err) {
      await held.rollback();
      if ((err as { code?: string }).code === '57014') throw new HttpError('CONFLICT', 'The first request with this Idempotency-Key is still running');
      throw err;
    }
    if (claimed.length > 0) {
      work.held = held;
      return false;
    }
    // A repeat that arrived while the first ran: the first has committed since.
    await held.rollback();
    request.idempotency = undefined;
    const earlier = await stored(db, claim);
    if (!earlier) throw new HttpError('CONFLICT', 'This Idempotency-Key is in use; try again');
    replay(request, reply, claim, earlier);
    return true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    const held = request.work?.held;
    if (claim && !held && db.kind === 'pglite') {
      request.idempotency = undefined;
      await answerOutsideTheWrite(db, reply, claim, payload);
      return payload;
    }
    if (!claim || !held) return payload;
    request.idempotency = undefined;
    if (!held.open) return payload;
    if (reply.statusCode >= 500) {
      await held.rollback();
      return payload;
    }
    const body = payload === null || payload === undefined ? '' : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    if (typeof body !== 'string') {
      await held.rollback();
      throw new HttpError('INTERNAL', 'This answer cannot be kept for an Idempotency-Key');
    }
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : [])));
    try {
      await held.sql.query('UPDATE api_idempotency_keys SET status = $3, body = $4, headers = $5 WHERE user_id = $1 AND key = $2', [
        claim.userId,
        claim.key,
        reply.statusCode,
        body,
        JSON.stringify(headers),
      ]);
      if (options.crashTest === 'before-commit') await crash();
      await held.commit();
      if (options.crashTest === 'after-commit') await crash();
    } catch (err) {
      await held.rollback();
      request.log.error({ err }, 'the request could not be committed');
      throw new HttpError('INTERNAL', 'The request could not be saved; try again');
    }
    return payload;
  });
}

/**
 * PGlite has one connection for the whole process (API and, in the portal, the identity provider):
 * holding it for a request's whole work would make every other request wait, and a request that
 * waits on another's work would wait for ever. So on PGlite the key is claimed before the write and
 * the answer stored after it, as separate statements; a repeat while the first runs gets 409, and a
 * claim left without an answer (the process died) is given up after a minute. The crash guarantee
 * (the answer or nothing written) holds on PostgreSQL, the production database.
 */
const ABANDONED_CLAIM_SECONDS = 60;

async function claimOutsideTheWrite(db: DatabaseHandle, request: FastifyRequest, claim: Claim): Promise<false> {
  const claimed = await db.query(
    `INSERT INTO api_idempotency_keys (user_id, key, method, path, fingerprint) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
    [claim.userId, claim.key, request.method, claim.path, claim.fingerprint],
  );
  if (claimed.length === 0) throw new HttpError('CONFLICT', 'The first request with this Idempotency-Key is still running');
  return false;
}

async function answerOutsideTheWrite(db: DatabaseHandle, reply: FastifyReply, claim: Claim, payload: unknown): Promise<void> {
  const body = payload === null || payload === undefined ? '' : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (reply.statusCode >= 500 || typeof body !== 'string') {
    await db.query('DELETE FROM api_idempotency_keys WHERE user_id = $1 AND key = $2 AND status IS NULL', [claim.userId, claim.key]);
    return;
  }
  const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (reply.hasHeader(name) ? [[name, String(reply.getHeader(name))]] : [])));
  await db.query('UPDATE api_idempotency_keys SET status = $3, body = $4, headers = $5 WHERE user_id = $1 AND key = $2', [
    claim.userId,
    claim.key,
    reply.statusCode,
    body,
    JSON.stringify(headers),
  ]);
}

async function stored(db: DatabaseHandle, claim: Claim): Promise<Stored | undefined> {
  const [row] = await db.query<Stored>('SELECT method, path, fingerprint, status, body, headers FROM api_idempotency_keys WHERE user_id = $1 AND key = $2', [
    claim.userId,
    claim.key,
  ]);
  return row;
}

function replay(request: FastifyRequest, reply: FastifyReply, claim: Claim, earlier: Stored): FastifyReply {
  if (earlier.method !== request.method || earlier.path !== claim.path || earlier.fingerprint !== claim.fingerprint) {
    throw new HttpError('VALIDATION_FAILED', 'This Idempotency-Key was used for another request', [{ path: 'idempotency-key', message: 'reused' }]);
  }
  // Rows of older versions, claimed before their request finished.
  if (earlier.status === null) throw new HttpError('CONFLICT', 'The first request with this Idempotency-Key is still running');
  const headers = earlier.headers ? (JSON.parse(earlier.headers) as Record<string, string>) : {};
  return reply
    .code(earlier.status)
    .headers({ 'content-type': 'application/json; charset=utf-8', ...headers, 'idempotent-replayed': 'true' })
    .send(earlier.body ?? '');
}

/** kill -9 of this process (crash tests). */
async function crash(): Promise<never> {
  process.kill(process.pid, 'SIGKILL');
  return new Promise<never>(() => {});
}
