import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, retryWithBackoff } from './backoff';

describe('backoffDelay', () => {
  it('100 ms base plus up to 100 ms random, doubling', () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n, { random: () => 0 }))).toEqual([100, 200, 400, 800, 1600]);
    expect(backoffDelay(0, { random: () => 0.999 })).toBe(199);
    expect(backoffDelay(2, { random: () => 0.5 })).toBe(450);
  });
});

describe('retryWithBackoff (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries after 100, 200, 400 ms and resolves with the first success', async () => {
    const starts: number[] = [];
    const t0 = Date.now();
    const task = vi.fn(async (attempt: number) => {
      starts.push(Date.now() - t0);
      if (attempt < 3) throw new Error('network');
      return 'ok';
    });
    const result = retryWithBackoff(task, { random: () => 0 });
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(starts).toEqual([0, 100, 300, 700]);
  });

  it('gives up once the next retry would start beyond 5 s, rejecting with the last error', async () => {
    const task = vi.fn(async (attempt: number) => {
      throw new Error(`fail ${attempt}`);
    });
    const t0 = Date.now();
    const result = retryWithBackoff(task, { random: () => 0.99 });
    const settled = result.catch((e: Error) => e);
    await vi.runAllTimersAsync();
    const error = await settled;
    // waits 199 + 299 + 499 + 899 + 1699 = 3595 ms; the next (3299) would end after 5 s
    expect(task).toHaveBeenCalledTimes(6);
    expect(error).toMatchObject({ message: 'fail 5' });
    expect(Date.now() - t0).toBe(3595);
    expect(Date.now() - t0).toBeLessThanOrEqual(5000);
  });

  it('does not retry when shouldRetry says no (e.g. invalid_grant)', async () => {
    const task = vi.fn(async () => {
      throw Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' });
    });
    const result = retryWithBackoff(task, { shouldRetry: (e) => (e as { error?: string }).error !== 'invalid_grant' });
    await expect(result).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a slow task counts against the 5 s too', async () => {
    const task = vi.fn(async () => {
      await new Promise((r) => setTimeout(r, 2000));
      throw new Error('timeout');
    });
    const settled = retryWithBackoff(task, { random: () => 0 }).catch((e: Error) => e);
    await vi.runAllTimersAsync();
    await settled;
    // fails at 2000, retry at 2100; fails at 4100, retry at 4300; fails at 6300: 6300 + 400 > 5000
    expect(task).toHaveBeenCalledTimes(3);
  });
});
