import { useCallback, useMemo } from 'react';
import type { NotificationItem } from '@idea-portal/contracts';
import { useNotificationsQuery } from '../api/notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read';
import { useAtom, atomWithStorage, createJSONStorage } from '@idea-portal/platform';

/**
 * The read state belongs to the person and lives on the server (`read` in GET /notifications). This
 * browser keeps the ids it marked read under this key as a cache, so a row turns read at once.
 */
export const READ_STORAGE_KEY = 'idea-notifications-storage';

export const readIdsAtom = atomWithStorage<string[]>(READ_STORAGE_KEY, [], createJSONStorage<string[]>(() => localStorage), { getOnInit: true });

/** Unread: the server says so and this browser has not just marked it read. */
export function isUnread(item: Pick<NotificationItem, 'id' | 'read'>, readIds: readonly string[]): boolean {
  return !item.read && !readIds.includes(item.id);
}

export function unreadCount(items: readonly Pick<NotificationItem, 'id' | 'read'>[], readIds: readonly string[]): number {
  return items.filter((n) => isUnread(n, readIds)).length;
}

/**
 * How many are unread: the server's count over all of them (the list shows only the newest), less
 * those this browser has just marked read that the server still counted.
 */
export function unreadTotal(serverUnread: number, items: readonly Pick<NotificationItem, 'id' | 'read'>[], readIds: readonly string[]): number {
  const markedHere = items.filter((n) => !n.read && readIds.includes(n.id)).length;
  return Math.max(0, serverUnread - markedHere);
}

/** The cache after marking these notifications read (only ids the list still shows are kept). */
export function markRead(items: readonly Pick<NotificationItem, 'id'>[], readIds: readonly string[], marked: readonly string[]): string[] {
  const shown = new Set(items.map((n) => n.id));
  return [...new Set([...readIds.filter((id) => shown.has(id)), ...marked])];
}

/** Bell and task badges cap at 99+. */
export function capCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The notifications with their read state, the unread count, "mark all as read" and marking one read. */
export function useNotifications() {
  const query = useNotificationsQuery();
  const [readIds, setReadIds] = useAtom(readIdsAtom);
  const markAllOnServer = useMarkAllNotificationsRead();
  const markOneOnServer = useMarkNotificationRead();
  const items = useMemo(() => query.data?.notifications ?? [], [query.data]);
  const unread = useMemo(() => unreadTotal(query.data?.unread ?? 0, items, readIds), [query.data, items, readIds]);
  const markAll = useCallback(() => {
    if (!items.some((i) => isUnread(i, readIds))) return;
    setReadIds((prev) => markRead(items, prev, items.map((i) => i.id)));
    markAllOnServer.mutate();
  }, [items, readIds, setReadIds, markAllOnServer]);
  const markOne = useCallback(
    (item: NotificationItem) => {
      if (!isUnread(item, readIds)) return;
      setReadIds((prev) => markRead(items, prev, [item.id]));
      markOneOnServer.mutate(item.id);
    },
    [items, readIds, setReadIds, markOneOnServer],
  );
  const isItemUnread = useCallback((item: NotificationItem) => isUnread(item, readIds), [readIds]);
  return { query, items, unread, markAll, markOne, isItemUnread };
}
