import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { usePreloadWhenIdle } from './preload-when-idle';

describe('usePreloadWhenIdle', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', (id: number) => (idle[id - 1] = () => undefined));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const whenIdle = () => idle.splice(0).forEach((run) => run());

  it('fetches nothing while the page is not ready, then each part once when the browser is idle', () => {
    const form = vi.fn(async () => undefined);
    const { rerender } = renderHook(({ ready }) => usePreloadWhenIdle(ready, { form }), { initialProps: { ready: false } });
    whenIdle();
    expect(form).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(form).not.toHaveBeenCalled();
    whenIdle();
    expect(form).toHaveBeenCalledTimes(1);
    rerender({ ready: true });
    whenIdle();
    expect(form).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing when the page is left before the browser was idle, and swallows a failed fetch', async () => {
    const form = vi.fn(async () => undefined);
    const { unmount } = renderHook(() => usePreloadWhenIdle(true, { form }));
    unmount();
    whenIdle();
    expect(form).not.toHaveBeenCalled();

    const failing = vi.fn(() => Promise.reject(new Error('ChunkLoadError')));
    renderHook(() => usePreloadWhenIdle(true, { failing }));
    whenIdle();
    expect(failing).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
