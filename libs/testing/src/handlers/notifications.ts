import { http, HttpResponse, type AnyHandler } from 'msw';
import { NotificationListResponse, NotificationReadResponse, type HistoryEntry, type NotificationItem } from '@idea-portal/contracts';
import { isIdeaCreator } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import type { UrlOf } from './http-utils';

const statusChanges = (entries: HistoryEntry[]) => entries.filter((h) => h.entityType === 'idea' && h.fieldName.toLowerCase() === 'status');

function readStateOf(userId: string) {
  return (mockDb.notificationReads[userId] ??= { ids: [], before: null });
}

/** Per idea of the caller, its last status change (or its status), newest first, with the caller's read state. */
function notificationsOf(): NotificationItem[] {
  const me = mockCurrentUser();
  const reads = readStateOf(me.id);
  const mine = mockDb.ideas.filter((i) => isIdeaCreator(me, i));
  return mine
    .map((idea): NotificationItem | null => {
      const entries = mockDb.history.filter((h) => h.ideaId === idea.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const [latest] = entries;
      if (!latest) return null;
      const change = statusChanges(entries)[0];
      const e = change ?? latest;
      const id = change ? change.id : `status:${idea.id}`;
      return {
        id,
        kind: change ? 'statusChange' : 'status',
        ideaId: idea.id,
        title: idea.title,
        status: idea.status,
        actorName: e.actorName,
        actorPicture: e.actorPicture,
        newValue: change ? change.newValue : null,
        concernsYou: false,
        concernedName: null,
        read: !change || reads.ids.includes(id) || (reads.before !== null && e.createdAt <= reads.before),
        createdAt: e.createdAt,
      };
    })
    .filter((n) => n !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const unread = () => NotificationReadResponse.parse({ unread: notificationsOf().filter((n) => !n.read).length });

/** GET /notifications and marking them read (POST /notifications/{id}/read, POST /notifications/read-all). */
export function createNotificationHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/notifications'), ({ request }) => {
      // As the API: the newest `limit` (default 50), and how many of all of them are unread.
      const limit = Number(new URL(request.url).searchParams.get('limit') ?? 50);
      const all = notificationsOf();
      return HttpResponse.json(NotificationListResponse.parse({ notifications: all.slice(0, limit), unread: all.filter((n) => !n.read).length }));
    }),
    http.post(u('/notifications/read-all'), () => {
      readStateOf(mockCurrentUser().id).before = new Date().toISOString();
      return HttpResponse.json(unread());
    }),
    http.post(u('/notifications/:id/read'), ({ params }) => {
      const reads = readStateOf(mockCurrentUser().id);
      const id = String(params.id);
      if (!reads.ids.includes(id)) reads.ids.push(id);
      return HttpResponse.json(unread());
    }),
  ];
}
