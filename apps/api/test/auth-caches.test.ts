import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallerCache } from '../src/auth/caller-cache';
import { cacheVerifiedTokens } from '../src/auth/verified-token-cache';
import type { TokenVerifier } from '../src/auth/verifier';
import { HttpError } from '../src/errors';
import { ADMIN, apiOn, targets, VIEWER, type TestApi } from './support/api';

/** A verifier that counts its calls; tokens are "sub:exp-seconds" or "bad". */
function countingVerifier() {
  const calls: string[] = [];
  const verifier: TokenVerifier = {
    async verify(token) {
      calls.push(token);
      if (token === 'bad') throw new HttpError('UNAUTHENTICATED', 'Invalid access token');
      const [sub, exp] = token.split(':');
      return { subject: sub!, claims: { sub, exp: Number(exp) } };
    },
  };
  return { calls, verifier };
}

describe('verified token cache', () => {
  it('checks a token once and answers from memory until it expires', async () => {
    let now = 1_000_000;
    const { calls, verifier } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => now });
    const token = `alice:${now / 1000 + 60}`;
    expect((await cached.verify(token)).subject).toBe('alice');
    expect((await cached.verify(token)).subject).toBe('alice');
    expect(calls).toEqual([token]);
    now += 61_000;
    await cached.verify(token);
    expect(calls).toEqual([token, token]);
  });

  it('never remembers a refusal, nor a token without a future exp', async () => {
    const { calls, verifier } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { now: () => 1_000_000 });
    await expect(cached.verify('bad')).rejects.toThrow('Invalid access token');
    await expect(cached.verify('bad')).rejects.toThrow('Invalid access token');
    await cached.verify('bob:999');
    await cached.verify('bob:999');
    expect(calls).toEqual(['bad', 'bad', 'bob:999', 'bob:999']);
  });

  it('keeps at most `max` tokens, dropping the oldest', async () => {
    const { calls, verifier } = countingVerifier();
    const cached = cacheVerifiedTokens(verifier, { max: 2, now: () => 0 });
    for (const t of ['a:10', 'b:10', 'c:10', 'a:10']) await cached.verify(t);
    expect(calls).toEqual(['a:10', 'b:10', 'c:10', 'a:10']);
  });
});

describe('caller cache', () => {
  it('answers a profile for ttlMs, then forgets it', () => {
    let now = 0;
    const cache = new CallerCache<{ role: string }>({ ttlMs: 5_000, now: () => now });
    cache.set('usr-a', { role: 'VIEWERS' });
    now = 4_999;
    expect(cache.get('usr-a')).toEqual({ role: 'VIEWERS' });
    now = 5_000;
    expect(cache.get('usr-a')).toBeUndefined();
  });

  it('keeps nothing when ttlMs is 0', () => {
    const cache = new CallerCache<number>({ ttlMs: 0 });
    cache.set('usr-a', 1);
    expect(cache.get('usr-a')).toBeUndefined();
  });
});

describe.each(targets)('caller profile reuse on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  it("applies an administrator's role change and deactivation to the person's next request", async () => {
    const me = async () => api.as(VIEWER, '/users/me');
    expect((await me()).body.profile.role).toBe('VIEWERS');
    const promote = await api.as(ADMIN, '/admin/users/usr-viewer', { method: 'PATCH', payload: { role: 'EVALUATORS' } });
    expect(promote.status).toBe(200);
    expect((await me()).body.profile.role).toBe('EVALUATORS');
    const deactivate = await api.as(ADMIN, '/admin/users/usr-viewer', { method: 'PATCH', payload: { status: 'INACTIVE' } });
    expect(deactivate.status).toBe(200);
    const refused = await me();
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
  });
});
