import type { FastifyInstance } from 'fastify';

export interface CallerCacheOptions {
  /** How long a loaded profile is reused (default 5 s; 0 turns the cache off). */
  ttlMs?: number;
  /** Most profiles kept (default 10,000); the oldest entry makes room. */
  max?: number;
  now?: () => number;
}

/**
 * The profiles of recent callers, keyed by token subject, kept for a few seconds: a signed-in
 * person's requests then cost no profile lookup. Short on purpose, because this is per instance:
 * a role change, a deactivation or a new unit made through another instance (or the identity
 * provider) applies here within `ttlMs`; one made through this instance applies at once
 * (see registerCallerCacheInvalidation).
 */
export class CallerCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  private readonly ttlMs: number;
  private readonly max: number;
  private readonly now: () => number;

  constructor(options: CallerCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 5_000;
    this.max = options.max ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  get(subject: string): T | undefined {
    const hit = this.entries.get(subject);
    if (!hit) return undefined;
    if (hit.until > this.now()) return hit.value;
    this.entries.delete(subject);
    return undefined;
  }

  set(subject: string, value: T): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(subject);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(subject, { value, until: this.now() + this.ttlMs });
  }

  clear(): void {
    this.entries.clear();
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Changes to accounts made through this instance (an administrator's edit of role, status or
 * unit) empty the cache as soon as they succeed, so the next request of that person sees them.
 */
export function registerCallerCacheInvalidation(app: FastifyInstance, cache: CallerCache<unknown>): void {
  app.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    if (request.routeOptions.url?.startsWith('/admin/users')) cache.clear();
  });
}
