import { http, HttpResponse, type AnyHandler } from 'msw';
import { OrganizationListQuery, OrganizationListResponse, type OrganizationRow } from '@idea-portal/contracts';
import { mockDb } from '../../mock-db';
import { queryOf, validation, type UrlOf } from '../http-utils';
import { REACHED_IMPLEMENTATION, adminOnly, page } from './admin-only';

/** Each unit with its members and their ideas counted. */
function organizationRows(): OrganizationRow[] {
  return mockDb.units.map((unit) => {
    const members = mockDb.users.filter((u) => u.organizationalUnit?.id === unit.id);
    const ids = new Set(members.map((m) => m.id));
    const ideas = mockDb.ideas.filter((i) => ids.has(i.submitterId) && i.status !== 'draft');
    const activeUsers = members.filter((m) => m.status === 'ACTIVE').length;
    return {
      id: unit.id,
      name: unit.name,
      location: unit.id === 'ou-ops' ? 'Munich' : unit.id === 'ou-eng' ? 'Berlin' : null,
      lineManager: unit.lineManager,
      employeeCount: members.length,
      activeUsers,
      totalIdeas: ideas.length,
      implementedIdeas: ideas.filter((i) => REACHED_IMPLEMENTATION.includes(i.status)).length,
      status: activeUsers > 0 ? 'ACTIVE' : 'INACTIVE',
      createdAt: '2024-01-15T09:00:00.000Z',
    };
  });
}

/** The organisational units with their counts, searched, sorted and paged. */
export function createAdminOrganizationHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/admin/organizations'), ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = OrganizationListQuery.safeParse(queryOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const q = parsed.data;
      const all = organizationRows();
      const needle = q.search?.toLowerCase();
      const rows = all.filter(
        (r) => (!needle || [r.name, r.location ?? ''].some((v) => v.toLowerCase().includes(needle))) && (!q.status || r.status === q.status),
      );
      return HttpResponse.json(
        OrganizationListResponse.parse({
          organizations: page(rows, (r) => r[q.sort], q.direction, q.page, q.pageSize),
          total: rows.length,
          page: q.page,
          pageSize: q.pageSize,
          summary: { total: all.length, active: all.filter((r) => r.status === 'ACTIVE').length, inactive: all.filter((r) => r.status === 'INACTIVE').length },
        }),
      );
    }),
  ];
}
