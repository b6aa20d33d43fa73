import type { FastifyInstance } from 'fastify';

/** Every API response: browsers must not guess a content type (no MIME sniffing). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}

/**
 * The Swagger page's CSP: @fastify/swagger-ui's own policy (its inline script and style by hash),
 * without `upgrade-insecure-requests` (the API runs on plain http locally) and never framed.
 */
export const transformDocsCsp = (header: string): string =>
  header.replace(/\s*upgrade-insecure-requests;?/, '').replace("frame-ancestors 'self'", "frame-ancestors 'none'");
