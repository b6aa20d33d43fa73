import type { OutgoingHttpHeaders } from 'node:http';
import type { ApiError } from '@idea-portal/contracts';
import type { DatabaseHandle, DatabaseScope, HeldTransaction } from '@idea-portal/db';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { HttpError } from '../errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Headers the handler may have set for its own answer, not for a 503. */
const DROPPED = new Set(['etag', 'location', 'content-disposition', 'content-length', 'content-type']);

/**
 * One request's work on the database (the scope its statements run in, see DatabaseScope):
 * `working` until something became durable (`written`), the answer went out (`answered`) or the
 * deadline passed first (`timedOut`: 503 sent, nothing more may be written, `held` rolls back).
 */
export class RequestWork implements DatabaseScope {
  state: 'working' | 'written' | 'timedOut' | 'answered' = 'working';
  /** A transaction the whole request runs in (Idempotency-Key), committed with its answer. */
  held?: HeldTransaction;
  /** Settles when the handler has finished (or given up). */
  done: Promise<void> = Promise.resolve();

  constructor(private readonly writes: boolean) {}

  beforeWrite(): void {
    if (this.state === 'timedOut') throw new HttpError('TIMEOUT', 'The request ran past its deadline');
    // Past this point a 503 would be a lie: the request runs to its end.
    if (this.writes && this.state === 'working') this.state = 'written';
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    work?: RequestWork;
  }
}

/** Runs before the handler, inside the request's work; true: it answered, the handler is skipped. */
export type WorkStart = (request: FastifyRequest, reply: FastifyReply, work: RequestWork) => Promise<boolean>;

export interface RequestWorkOptions {
  /** How long the API works on a request once it has arrived before answering 503 TIMEOUT (ms). */
  deadlineMs: number;
  /** A socket without traffic is closed after this long, except while its request is being worked on (ms). */
  idleMs: number;
}

const TIMEOUT_BODY: ApiError = { code: 'TIMEOUT', message: 'The request took too long and nothing of it was saved; try again' };

/**
 * Every async route handler runs inside a RequestWork (registered before the routes):
 * - once the request has arrived (body included), its socket has no idle timeout until the answer
 *   is written, so a slow request is never cut off without an answer;
 * - after `deadlineMs` without an answer it gets 503 TIMEOUT, and what it does later is refused
 *   (transactions roll back), unless it already wrote something (then it finishes and answers).
 * `starts` run first (Idempotency-Key claims and replays); see registerIdempotency.
 */
export function registerRequestWork(app: FastifyInstance, db: DatabaseHandle, options: RequestWorkOptions): WorkStart[] {
  const starts: WorkStart[] = [];
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod & { constructor: { name: string } };
    if (handler.constructor.name !== 'AsyncFunction') return;
    route.handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const work = new RequestWork(!READS.has(request.method));
      request.work = work;
      let timer: NodeJS.Timeout | undefined;
      const arrived = () => {
        if (work.state !== 'working' && work.state !== 'written') return;
        setIdle(request, 0);
        timer = setTimeout(() => expire(request, reply, work, options.deadlineMs), options.deadlineMs);
      };
      if (request.raw.complete) arrived();
      else request.raw.once('end', arrived);
      const running = db.within(work, async () => {
        for (const start of starts) if (await start(request, reply, work)) return reply;
        return (handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown).call(this, request, reply);
      });
      work.done = running.then(
        () => undefined,
        () => undefined,
      );
      try {
        const result = await running;
        return work.state === 'timedOut' ? reply : result;
      } catch (err) {
        if (work.state === 'timedOut') return reply;
        throw err;
      } finally {
        clearTimeout(timer);
        request.raw.removeListener('end', arrived);
      }
    };
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const work = request.work;
    if (work && work.state !== 'timedOut') work.state = 'answered';
    // Writing the answer: a reader that stops reading is cut off again.
    setIdle(request, options.idleMs);
    return payload;
  });
  return starts;
}

function setIdle(request: FastifyRequest, ms: number): void {
  const socket = request.raw.socket as { setTimeout?: (ms: number) => unknown } | undefined;
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
}

/** The deadline passed: 503 TIMEOUT at once (written directly, so a late answer cannot follow it). */
function expire(request: FastifyRequest, reply: FastifyReply, work: RequestWork, deadlineMs: number): void {
  if (work.state === 'written') {
    request.log.warn({ deadlineMs }, 'request still running past its deadline after it wrote; it finishes');
    return;
  }
  if (work.state !== 'working') return;
  work.state = 'timedOut';
  request.log.warn({ deadlineMs }, 'request ran past its deadline: answered 503 TIMEOUT, its writes roll back');
  const held = work.held;
  if (held) void work.done.then(() => held.rollback());
  reply.hijack();
  const raw = reply.raw;
  if (raw.headersSent) {
    raw.destroy();
    return;
  }
  const body = JSON.stringify(TIMEOUT_BODY);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined && !DROPPED.has(name)) headers[name] = value;
  raw.writeHead(503, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  raw.end(body);
}
