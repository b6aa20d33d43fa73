import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** A caller's (or the load balancer's) id is kept when it is a plain token of at most 128 characters. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The id of a request: the `x-request-id` it came with (from the shell's client or haproxy), so
 * one id crosses the load balancer, the API and the identity provider in their logs; else a new UUID.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Answers every request with its id, so a client can quote it. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
