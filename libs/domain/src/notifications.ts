/**
 * Read state of the notifications panel, kept in the browser under `NOTIFICATION_STORAGE_KEY`:
 * for each idea the moment it was marked read. An event newer than that moment is unread again.
 */
export const NOTIFICATION_STORAGE_KEY = 'idea-notifications-storage';

/** ideaId -> ISO timestamp of the moment it was marked read. */
export type NotificationReadState = Record<string, string>;

type Item = { ideaId: string; createdAt: string; kind?: string };

/** A 'status' row (no event, just the current status) is never unread. */
export function isNotificationUnread(item: Item, read: NotificationReadState): boolean {
  if (item.kind === 'status') return false;
  const readAt = read[item.ideaId];
  return !readAt || Date.parse(item.createdAt) > Date.parse(readAt);
}

export function unreadNotificationCount(items: readonly Item[], read: NotificationReadState): number {
  return items.filter((i) => isNotificationUnread(i, read)).length;
}

/** Marks every listed idea read as of `now` (closing the panel after opening it). */
export function markNotificationsRead(items: readonly Item[], read: NotificationReadState, now: Date = new Date()): NotificationReadState {
  const next = { ...read };
  for (const i of items) next[i.ideaId] = now.toISOString();
  return next;
}

/**
 * What was stored: the current map, or the older plain list of idea ids (read "until now", so
 * nothing flips back to unread after an upgrade). Anything else counts as nothing read.
 */
export function parseNotificationReadState(stored: unknown, now: Date = new Date()): NotificationReadState {
  if (Array.isArray(stored)) return Object.fromEntries(stored.filter((v): v is string => typeof v === 'string').map((id) => [id, now.toISOString()]));
  if (stored && typeof stored === 'object') {
    return Object.fromEntries(Object.entries(stored).filter((e): e is [string, string] => typeof e[1] === 'string' && !Number.isNaN(Date.parse(e[1]))));
  }
  return {};
}
