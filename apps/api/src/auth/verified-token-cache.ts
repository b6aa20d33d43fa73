import { createHash } from 'node:crypto';
import type { TokenVerifier, VerifiedToken } from './verifier';

export interface VerifiedTokenCacheOptions {
  /** Most tokens kept (default 10,000); the oldest entry makes room. */
  max?: number;
  now?: () => number;
}

/**
 * Remembers tokens the inner verifier accepted, by their SHA-256, until their `exp`: a client
 * sends the same access token with every request, and checking its RS256 signature, issuer and
 * audience again each time costs more than the rest of a cached request. Refusals are not cached,
 * so a bad token is checked (and refused) every time. The session check (sign-out) runs after
 * this, on every request, so ending a session still stops its tokens.
 */
export function cacheVerifiedTokens(inner: TokenVerifier, options: VerifiedTokenCacheOptions = {}): TokenVerifier {
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { token: VerifiedToken; until: number }>();
  return {
    async verify(token) {
      const key = createHash('sha256').update(token).digest('base64url');
      const hit = cache.get(key);
      if (hit) {
        if (hit.until > now()) return hit.token;
        cache.delete(key);
      }
      const verified = await inner.verify(token);
      const exp = typeof verified.claims.exp === 'number' ? verified.claims.exp * 1000 : 0;
      if (exp > now()) {
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(key, { token: verified, until: exp });
      }
      return verified;
    },
  };
}
