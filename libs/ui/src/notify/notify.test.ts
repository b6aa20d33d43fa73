import { describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { notifyError, notifyInfo, notifySuccess, notifyWarning } from './notify';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

describe('toasts', () => {
  it('each kind has its colour and an icon', () => {
    notifySuccess('saved');
    notifyError('failed');
    notifyWarning('careful');
    notifyInfo('note');
    const shown = vi.mocked(notifications.show).mock.calls.map(([n]) => n);
    expect(shown.map((n) => n.color)).toEqual(['green', 'red', 'yellow', 'blue']);
    expect(shown.every((n) => n.icon != null)).toBe(true);
  });
});
