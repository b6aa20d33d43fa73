import { http, HttpResponse, type AnyHandler } from 'msw';
import { NotificationListResponse, type HistoryEntry } from '@idea-portal/contracts';
import { isIdeaCreator } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import type { UrlOf } from './http-utils';

const statusChanges = (entries: HistoryEntry[]) => entries.filter((h) => h.entityType === 'idea' && h.fieldName.toLowerCase() === 'status');

/** GET /notifications: per idea of the caller, its last status change (or its status), newest first. */
export function createNotificationHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/notifications'), () => {
      const me = mockCurrentUser();
      const mine = mockDb.ideas.filter((i) => isIdeaCreator(me, i));
      const notifications = mine
        .map((idea) => {
          const entries = mockDb.history.filter((h) => h.ideaId === idea.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
          const [latest] = entries;
          if (!latest) return null;
          const change = statusChanges(entries)[0];
          const e = change ?? latest;
          return {
            id: change ? change.id : `status:${idea.id}`,
            kind: change ? ('statusChange' as const) : ('status' as const),
            ideaId: idea.id,
            title: idea.title,
            status: idea.status,
            actorName: e.actorName,
            actorPicture: e.actorPicture,
            newValue: change ? change.newValue : null,
            createdAt: e.createdAt,
          };
        })
        .filter((n) => n !== null)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json(NotificationListResponse.parse({ notifications }));
    }),
  ];
}
