import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithDeadline, RemoteTimeoutError, withDeadline } from './deadline';
import { remoteDeadlinePlugin } from './deadline-plugin';

/** A server that accepts the request and never answers: fetch settles only when aborted. */
function silentFetch() {
  return vi.fn((_url: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('remote deadlines', () => {
  it('a manifest fetch that never answers fails with a timeout after the deadline', async () => {
    vi.stubGlobal('fetch', silentFetch());
    const started = Date.now();
    const error = await fetchWithDeadline('http://remote/mf-manifest.json', {}, 50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteTimeoutError);
    expect((error as Error).message).toBe('http://remote/mf-manifest.json did not answer within 50 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a manifest that answers in time is returned unchanged', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"name":"ideas"}')));
    const res = await fetchWithDeadline('http://remote/mf-manifest.json', {}, 1_000);
    expect(await res.json()).toEqual({ name: 'ideas' });
  });

  it('the runtime plugin fetches through the deadline and gives entry scripts the same time', async () => {
    vi.stubGlobal('fetch', silentFetch());
    const plugin = remoteDeadlinePlugin(30);
    expect(plugin.name).toBe('idea-portal-remote-deadline');
    await expect(plugin.fetch!('http://remote/mf-manifest.json', {})).rejects.toBeInstanceOf(RemoteTimeoutError);
    expect(plugin.createScript!({ url: 'http://remote/static/js/ideas.js' })).toEqual({ timeout: 30 });
  });

  it('withDeadline rejects a load that never settles and passes a fast one through', async () => {
    vi.useFakeTimers();
    const never = withDeadline(new Promise(() => {}), 1_000, 'Remote module ideas/routes');
    const assertion = expect(never).rejects.toThrow('Remote module ideas/routes did not answer within 1000 ms');
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
    await expect(withDeadline(Promise.resolve(42), 1_000, 'x')).resolves.toBe(42);
  });
});
