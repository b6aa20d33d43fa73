import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCopyConfirmation } from './use-copy-confirmation';

const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
});
afterEach(() => vi.useRealTimers());

describe('useCopyConfirmation', () => {
  it("copies and shows the confirmation for 2000 ms", async () => {
    const { result } = renderHook(() => useCopyConfirmation());
    await act(() => result.current.copy('details'));
    expect(writeText).toHaveBeenCalledWith('details');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('a second copy restarts the 2000 ms', async () => {
    const { result } = renderHook(() => useCopyConfirmation());
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy('b'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('no confirmation when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => useCopyConfirmation());
    await act(() => result.current.copy('x'));
    expect(result.current.copied).toBe(false);
  });
});
