/** The texts of the header widgets (the bell and its panel, the task badge), in namespace 'myPageHeader'. */
export const headerEn = {
  common: {
    unknown: 'Unknown',
  },
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
    statusChanged: 'Status changed to {{value}} by {{actor}}',
    statusIs: 'Status is {{status}}',
    savedSearchMatch: 'New idea by {{actor}} matching your saved search "{{name}}"',
    unreadDot: 'Unread',
  },
  tasks: {
    badgeLabel_one: '{{count}} open task',
    badgeLabel_other: '{{count}} open tasks',
  },
};
export type MyPageHeaderTexts = typeof headerEn;
