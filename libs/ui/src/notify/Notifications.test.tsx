import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A fresh module each time: the container, once loaded, stays loaded for the page. */
async function renderToasts(loadFails = false) {
  vi.resetModules();
  const load = vi.fn();
  vi.doMock('./toasts-container', async () => {
    load();
    if (loadFails) throw new Error('chunk failed');
    return vi.importActual('./toasts-container');
  });
  const { Notifications } = await import('./Notifications');
  render(
    <MantineProvider>
      <Notifications autoClose={false} />
    </MantineProvider>,
  );
  return load;
}

afterEach(() => {
  vi.doUnmock('./toasts-container');
  act(() => notifications.clean());
});

describe('the toasts container', () => {
  it('is not loaded until a toast is shown; a toast shown before it is there appears', async () => {
    const load = await renderToasts();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(load).not.toHaveBeenCalled();
    act(() => void notifications.show({ message: 'Idea saved' }));
    expect(await screen.findByText('Idea saved')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when the user first presses a pointer or a key, before any toast', async () => {
    const load = await renderToasts();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => void notifications.show({ message: 'Copied' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('asks again with the next toast when it could not load', async () => {
    const load = await renderToasts(true);
    act(() => void notifications.show({ message: 'First' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    act(() => void notifications.show({ message: 'Second' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
