/** A remote that accepts the connection but never answers must not keep an area loading forever. */
export class RemoteTimeoutError extends Error {
  constructor(
    public readonly what: string,
    public readonly ms: number,
  ) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

/** fetch() that gives up (headers and body) after `ms`, with a RemoteTimeoutError. */
export async function fetchWithDeadline(url: string, init: RequestInit, ms: number): Promise<Response> {
  const timeout = AbortSignal.timeout(ms);
  const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    if (timeout.aborted) throw new RemoteTimeoutError(url, ms);
    throw error;
  }
}

/** Settles like `promise`, or rejects with a RemoteTimeoutError after `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
