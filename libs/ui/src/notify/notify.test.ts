import { describe, expect, it, vi } from 'vitest';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

describe('toasts', () => {
  it('each kind has its colour and an icon', async () => {
    // A fresh copy: the test setup has loaded the module already, with the real notifications.
    vi.resetModules();
    const { notifyError, notifyInfo, notifySuccess, notifyWarning } = await import('./notify');
    const { notifications } = await import('@mantine/notifications');
    notifySuccess('saved');
    notifyError('failed');
    notifyWarning('careful');
    notifyInfo('note');
    const shown = vi.mocked(notifications.show).mock.calls.map(([n]) => n);
    expect(shown.map((n) => n.color)).toEqual(['green', 'red', 'yellow', 'blue']);
    expect(shown.every((n) => n.icon != null)).toBe(true);
  });
});
