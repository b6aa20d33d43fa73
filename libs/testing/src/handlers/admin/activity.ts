import { http, HttpResponse, type AnyHandler } from 'msw';
import { ActivityQuery, ActivityResponse } from '@idea-portal/contracts';
import { mockDb } from '../../mock-db';
import { queryOf, validation, type UrlOf } from '../http-utils';
import { adminOnly } from './admin-only';

/** History entries across the tenant, newest first, paged. */
export function createAdminActivityHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/admin/activity'), ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = ActivityQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const { page: pageNo, pageSize } = parsed.data;
      const titles = new Map(mockDb.ideas.map((i) => [i.id, i.title]));
      // Ideas' history and the changes of people's functions and tenant settings, as the API merges them.
      const all = [
        ...mockDb.history.map((h) => ({ ...h, ideaTitle: titles.get(h.ideaId) ?? '', actorId: null, subjectUserId: null, subjectName: null })),
        ...mockDb.functionHistory,
        ...mockDb.settingsHistory,
      ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json(
        ActivityResponse.parse({
          entries: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          total: all.length,
          page: pageNo,
          pageSize,
        }),
      );
    }),
  ];
}
