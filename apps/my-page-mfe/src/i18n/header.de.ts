import type { MyPageHeaderTexts } from './header.en';

export const headerDe: MyPageHeaderTexts = {
  common: {
    unknown: 'Unbekannt',
  },
  notifications: {
    panelTitle: 'Benachrichtigungen',
    bellLabel: 'Benachrichtigungen',
    bellLabelUnread_one: 'Benachrichtigungen, {{count}} ungelesen',
    bellLabelUnread_other: 'Benachrichtigungen, {{count}} ungelesen',
    unread: '{{count}} ungelesen',
    loading: 'Wird geladen...',
    empty: 'Keine neuen Benachrichtigungen',
    error: 'Benachrichtigungen konnten nicht geladen werden.',
    viewAll: 'Alle Benachrichtigungen anzeigen',
    statusChanged: 'Status geändert zu {{value}} von {{actor}}',
    statusIs: 'Status ist {{status}}',
    savedSearchMatch: 'Neue Idee von {{actor}} passend zu Ihrer gespeicherten Suche „{{name}}“',
    unreadDot: 'Ungelesen',
  },
  tasks: {
    badgeLabel_one: '{{count}} offene Aufgabe',
    badgeLabel_other: '{{count}} offene Aufgaben',
  },
};
