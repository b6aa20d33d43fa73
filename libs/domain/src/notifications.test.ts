import { describe, expect, it } from 'vitest';
import { isNotificationUnread, markNotificationsRead, parseNotificationReadState, unreadNotificationCount } from './notifications';

const at = (iso: string) => ({ ideaId: 'i1', createdAt: iso, kind: 'statusChange' });

describe('notification read state', () => {
  it('an event newer than the moment the idea was marked read is unread again', () => {
    const read = markNotificationsRead([at('2026-01-01T10:00:00Z')], {}, new Date('2026-01-01T11:00:00Z'));
    expect(isNotificationUnread(at('2026-01-01T10:00:00Z'), read)).toBe(false);
    expect(isNotificationUnread(at('2026-01-01T12:00:00Z'), read)).toBe(true);
    expect(isNotificationUnread({ ...at('2026-01-01T12:00:00Z'), ideaId: 'other' }, read)).toBe(true);
    expect(unreadNotificationCount([at('2026-01-01T10:00:00Z'), at('2026-01-02T00:00:00Z')], read)).toBe(1);
  });
  it('a plain status row is never unread', () => {
    expect(isNotificationUnread({ ideaId: 'i1', createdAt: '2026-01-01T10:00:00Z', kind: 'status' }, {})).toBe(false);
  });
  it('reads the older list of ids as read until now, and ignores junk', () => {
    const now = new Date('2026-02-01T00:00:00Z');
    expect(parseNotificationReadState(['i1', 3], now)).toEqual({ i1: now.toISOString() });
    expect(parseNotificationReadState({ i1: '2026-01-01T00:00:00Z', i2: 'x', i3: 4 })).toEqual({ i1: '2026-01-01T00:00:00Z' });
    expect(parseNotificationReadState('nope')).toEqual({});
  });
});
