import type { NotificationTexts } from './notification-texts.en';

/**
 * The texts of the header widgets (the bell and its panel, the task badge), in namespace 'myPageHeader'.
 * The rows' texts (one sentence per event kind) are ./notification-texts.en.ts: they load with the
 * bell's panel and the notifications page, not with every page's header.
 */
export const headerEn = {
  notifications: {
    panelTitle: 'Notifications',
    bellLabel: 'Notifications',
    bellLabelUnread_one: 'Notifications, {{count}} unread',
    bellLabelUnread_other: 'Notifications, {{count}} unread',
    unread: '{{count}} unread',
    loading: 'Loading...',
    empty: 'No new notifications',
    error: 'Notifications could not be loaded.',
    viewAll: 'View all notifications',
    markAllRead: 'Mark all as read',
  },
  tasks: {
    badgeLabel_one: '{{count}} open task',
    badgeLabel_other: '{{count}} open tasks',
    overdueLabel_one: '{{count}} overdue task',
    overdueLabel_other: '{{count}} overdue tasks',
  },
};
export type MyPageHeaderTexts = typeof headerEn & NotificationTexts;
