/**
 * Token refresh retries: exponential backoff, base 100 ms plus up to 100 ms
 * random, doubling per retry, giving up once the next wait would end beyond 5 s in total.
 */
export interface BackoffOptions {
  /** First wait (ms), doubled for every further retry. Default 100. */
  baseMs?: number;
  /** Up to this much random extra wait per retry (ms). Default 100. */
  jitterMs?: number;
  /** Give up when the next retry would start later than this after the first attempt (ms). Default 5000. */
  maxTotalMs?: number;
  /** Random source in [0, 1) (tests). Default Math.random. */
  random?: () => number;
}

export const REFRESH_BACKOFF = { baseMs: 100, jitterMs: 100, maxTotalMs: 5000 } as const;

/** The wait before retry number `retry` (0 = the first retry): base * 2^retry + random * jitter. */
export function backoffDelay(retry: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? REFRESH_BACKOFF.baseMs;
  const jitter = options.jitterMs ?? REFRESH_BACKOFF.jitterMs;
  const random = options.random ?? Math.random;
  return base * 2 ** retry + Math.floor(random() * jitter);
}

export interface RetryOptions extends BackoffOptions {
  /** false stops at once (e.g. invalid_grant: the refresh token is spent). Default: always retry. */
  shouldRetry?: (error: unknown) => boolean;
  /** Clock (tests). Default Date.now. */
  now?: () => number;
  /** Called before each wait (logging). */
  onRetry?: (error: unknown, retry: number, delayMs: number) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `task` and retries it with backoffDelay while it fails, until a retry would start more
 * than maxTotalMs after the first attempt; then rejects with the last error.
 */
export async function retryWithBackoff<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const now = options.now ?? Date.now;
  const maxTotal = options.maxTotalMs ?? REFRESH_BACKOFF.maxTotalMs;
  const started = now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (options.shouldRetry && !options.shouldRetry(error)) throw error;
      const delay = backoffDelay(attempt, options);
      if (now() - started + delay > maxTotal) throw error;
      options.onRetry?.(error, attempt, delay);
      await sleep(delay);
    }
  }
}
