import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** The first path (e.g. `body.title`) whose string holds a NUL character, or null. */
export function findNul(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${path}.${i}`, depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const hit = findNul(key, `${path}.${key}`, depth + 1) ?? findNul(item, `${path}.${key}`, depth + 1);
    if (hit) return hit;
  }
  return null;
}

/**
 * Rejects a NUL character in any path parameter, query parameter or JSON body field with
 * 400 VALIDATION_FAILED before a route runs: PostgreSQL text cannot hold it, so it would
 * otherwise surface as a database error (500) deep inside a query.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const hit =
      findNul(request.params, 'params') ?? findNul(request.query, 'querystring') ?? findNul(request.body, 'body');
    if (hit) throw new HttpError('VALIDATION_FAILED', 'Text must not contain NUL characters', [{ path: hit, message: 'contains a NUL character' }]);
  });
}
