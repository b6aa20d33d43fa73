import { useCallback, useMemo } from 'react';
import type { NotificationItem } from '@idea-portal/contracts';
import { useNotificationsQuery } from '../api/notifications';
import { useAtom, atomWithStorage, createJSONStorage } from '@idea-portal/platform';

/** Which notifications were read lives in this browser only (ids of the ideas), under this key. */
export const READ_STORAGE_KEY = 'idea-notifications-storage';

export const readIdeaIdsAtom = atomWithStorage<string[]>(
  READ_STORAGE_KEY,
  [],
  createJSONStorage<string[]>(() => localStorage),
  { getOnInit: true },
);

/** A notification is unread when it is a status change and its IdeaId is not in the read set. */
export function isUnread(item: Pick<NotificationItem, 'ideaId' | 'newValue'>, readIds: readonly string[]): boolean {
  return item.newValue !== null && !readIds.includes(item.ideaId);
}

export function unreadCount(items: readonly Pick<NotificationItem, 'ideaId' | 'newValue'>[], readIds: readonly string[]): number {
  return items.filter((n) => isUnread(n, readIds)).length;
}

/** Closing the opened panel marks every idea with history as read (the set only grows). */
export function markAllRead(items: readonly Pick<NotificationItem, 'ideaId'>[], readIds: readonly string[]): string[] {
  return [...new Set([...readIds, ...items.map((n) => n.ideaId)])];
}

/** Bell and task badges cap at 99+. */
export function capCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The notifications with their read state, the unread count and "mark all read". */
export function useNotifications() {
  const query = useNotificationsQuery();
  const [readIds, setReadIds] = useAtom(readIdeaIdsAtom);
  const items = useMemo(() => query.data ?? [], [query.data]);
  const unread = useMemo(() => unreadCount(items, readIds), [items, readIds]);
  const markAll = useCallback(() => setReadIds((prev) => markAllRead(items, prev)), [items, setReadIds]);
  const isItemUnread = useCallback((item: NotificationItem) => isUnread(item, readIds), [readIds]);
  return { query, items, unread, markAll, isItemUnread };
}
