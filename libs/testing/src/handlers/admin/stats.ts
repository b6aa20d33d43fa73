import { http, HttpResponse, type AnyHandler } from 'msw';
import { AdminStats } from '@idea-portal/contracts';
import { mockDb } from '../../mock-db';
import type { UrlOf } from '../http-utils';
import { adminOnly } from './admin-only';

/** The dashboard's numbers: totals, ideas by status / category / month, users by role, recent activity. */
function adminStats(): AdminStats {
  const ideas = mockDb.ideas;
  const count = <T extends string>(values: T[]) =>
    [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<T, number>())].map(([k, n]) => [k, n] as const);
  const months: { month: string; count: number }[] = [];
  const now = new Date();
  for (let i = 11; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const month = d.toISOString().slice(0, 7);
    months.push({ month, count: ideas.filter((x) => x.createdAt.startsWith(month)).length });
  }
  const titles = new Map(ideas.map((i) => [i.id, i.title]));
  return AdminStats.parse({
    totals: {
      ideas: ideas.length,
      users: mockDb.users.length,
      activeUsers: mockDb.users.filter((u) => u.status === 'ACTIVE').length,
      categories: new Set(ideas.map((i) => i.category).filter(Boolean)).size,
    },
    ideasByStatus: count(ideas.map((i) => i.status)).map(([status, n]) => ({ status, count: n })),
    usersByRole: count(mockDb.users.map((u) => u.role)).map(([role, n]) => ({ role, count: n })),
    ideasByCategory: count(ideas.map((i) => i.category).filter((c): c is string => !!c))
      .map(([category, n]) => ({ category, count: n }))
      .sort((a, b) => b.count - a.count),
    ideasPerMonth: months,
    recentActivity: [...mockDb.history]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 10)
      .map((h) => ({ ...h, ideaTitle: titles.get(h.ideaId) ?? '' })),
  });
}

/** GET /admin/stats for the admin dashboard. */
export function createAdminStatsHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/admin/stats'), () => adminOnly() ?? HttpResponse.json(adminStats())),
  ];
}
