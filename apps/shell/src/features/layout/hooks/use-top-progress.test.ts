import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useTopProgress } from './use-top-progress';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTopProgress', () => {
  it('advances 10 % every 300 ms while loading', () => {
    const { result } = renderHook(({ loading, path }) => useTopProgress(loading, path), { initialProps: { loading: true, path: '/a' } });
    expect(result.current).toEqual({ value: 0, visible: true });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.value).toBe(10);
    act(() => vi.advanceTimersByTime(900));
    expect(result.current.value).toBe(40);
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.value).toBe(100);
  });

  it('resets to 0 on a path change', () => {
    const { result, rerender } = renderHook(({ loading, path }) => useTopProgress(loading, path), { initialProps: { loading: true, path: '/a' } });
    act(() => vi.advanceTimersByTime(900));
    expect(result.current.value).toBe(30);
    rerender({ loading: true, path: '/b' });
    expect(result.current.value).toBe(0);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.value).toBe(10);
  });

  it('hides when loading ends and starts from 0 next time', () => {
    const { result, rerender } = renderHook(({ loading, path }) => useTopProgress(loading, path), { initialProps: { loading: true, path: '/a' } });
    act(() => vi.advanceTimersByTime(600));
    rerender({ loading: false, path: '/a' });
    expect(result.current).toEqual({ value: 0, visible: false });
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.value).toBe(0);
    rerender({ loading: true, path: '/a' });
    expect(result.current.value).toBe(0);
  });
});
