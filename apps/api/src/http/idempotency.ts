import { createHash } from 'node:crypto';
import type { SqlRunner } from '@idea-portal/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** What a repeat must match: a key names one request (method, path and body), per user. */
interface Claim {
  userId: string;
  key: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
}

const KEY = /^[A-Za-z0-9_.:-]{8,200}$/;
/** A claim whose request never answered (its instance died) is given up after this long. */
const ABANDONED_SECONDS = 60;
/** How long an answer is replayed. */
const KEEP_HOURS = 24;

function fingerprint(request: FastifyRequest): string {
  // Multipart bodies are streamed to the handler and not seen here; method and path still bind them.
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(body).digest('base64url');
}

/**
 * `Idempotency-Key` on POST: a client that got no answer (a dropped connection, a 502 from the
 * balancer) sends the same request again with the same key, and gets the first answer instead of a
 * second write, whichever instance it reaches, because the keys live in the database. A repeat
 * while the first still runs gets 409 CONFLICT; the same key on another request 400
 * VALIDATION_FAILED. Answers of 5xx are not kept (the client may try again). Signed-in callers only.
 */
export function registerIdempotency(app: FastifyInstance, sql: SqlRunner): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || key === undefined || !request.caller) return;
    if (typeof key !== 'string' || !KEY.test(key)) throw new HttpError('VALIDATION_FAILED', 'Idempotency-Key must be 8-200 letters, digits or _.:-', [{ path: 'idempotency-key', message: 'invalid' }]);
    const userId = request.caller.userId;
    const path = request.url.split('?')[0] ?? request.url;
    const print = fingerprint(request);
    // Expired answers and abandoned claims make room first.
    await sql.query(
      `DELETE FROM api_idempotency_keys WHERE user_id = $1 AND key = $2
         AND (created_at < now() - make_interval(hours => $3::int) OR (status IS NULL AND created_at < now() - make_interval(secs => $4::int)))`,
      [userId, key, KEEP_HOURS, ABANDONED_SECONDS],
    );
    const claimed = await sql.query(
      `INSERT INTO api_idempotency_keys (user_id, key, method, path, fingerprint) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING 1`,
      [userId, key, request.method, path, print],
    );
    if (claimed.length > 0) {
      request.idempotency = { userId, key };
      return;
    }
    const [earlier] = await sql.query<{ method: string; path: string; fingerprint: string; status: number | null; body: string | null }>(
      'SELECT method, path, fingerprint, status, body FROM api_idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    if (!earlier) throw new HttpError('CONFLICT', 'This Idempotency-Key is in use; try again');
    if (earlier.method !== request.method || earlier.path !== path || earlier.fingerprint !== print) {
      throw new HttpError('VALIDATION_FAILED', 'This Idempotency-Key was used for another request', [{ path: 'idempotency-key', message: 'reused' }]);
    }
    if (earlier.status === null) throw new HttpError('CONFLICT', 'The first request with this Idempotency-Key is still running');
    return reply.code(earlier.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(earlier.body ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    if (reply.statusCode >= 500 || (payload !== null && typeof payload !== 'string')) {
      await sql.query('DELETE FROM api_idempotency_keys WHERE user_id = $1 AND key = $2', [claim.userId, claim.key]);
    } else {
      await sql.query('UPDATE api_idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2', [claim.userId, claim.key, reply.statusCode, payload ?? '']);
    }
    return payload;
  });
}
