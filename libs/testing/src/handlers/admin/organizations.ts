import { http, HttpResponse, type AnyHandler } from 'msw';
import { OrganizationListQuery, OrganizationListResponse, OrganizationRow, OrganizationUpdateInput, type OrganizationalUnit } from '@idea-portal/contracts';
import { mockDb } from '../../mock-db';
import { bodyOf, problem, queryOf, validation, type UrlOf } from '../http-utils';
import { REACHED_IMPLEMENTATION, adminOnly, page, versionConflict } from './admin-only';

type UnitExtras = Pick<OrganizationRow, 'location' | 'industry'> & { status?: OrganizationRow['status'] };
const DEFAULT_EXTRAS: Record<string, UnitExtras> = {
  'ou-ops': { location: 'Munich', industry: 'Manufacturing' },
  'ou-eng': { location: 'Berlin', industry: 'Software' },
};
/** Edited fields the unit fixture has no place for; a fresh mock database starts without them. */
const edits = new WeakMap<OrganizationalUnit, UnitExtras>();
const extrasOf = (unit: OrganizationalUnit): UnitExtras => edits.get(unit) ?? DEFAULT_EXTRAS[unit.id] ?? { location: null, industry: null };

/** Each unit with its members and their ideas counted. */
function organizationRows(): OrganizationRow[] {
  return mockDb.units.map((unit) => {
    const members = mockDb.users.filter((u) => u.organizationalUnit?.id === unit.id);
    const ids = new Set(members.map((m) => m.id));
    const ideas = mockDb.ideas.filter((i) => ids.has(i.submitterId) && i.status !== 'draft');
    const activeUsers = members.filter((m) => m.status === 'ACTIVE').length;
    const extras = extrasOf(unit);
    return {
      id: unit.id,
      name: unit.name,
      location: extras.location,
      industry: extras.industry,
      lineManager: unit.lineManager,
      employeeCount: members.length,
      activeUsers,
      totalIdeas: ideas.length,
      implementedIdeas: ideas.filter((i) => REACHED_IMPLEMENTATION.includes(i.status)).length,
      status: extras.status ?? (activeUsers > 0 ? 'ACTIVE' : 'INACTIVE'),
      createdAt: '2024-01-15T09:00:00.000Z',
      version: mockDb.unitVersions[unit.id] ?? 1,
    };
  });
}

/** The organisational units with their counts, searched, filtered, sorted and paged; edited by PATCH. */
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
        (r) =>
          (!needle || [r.name, r.location ?? ''].some((v) => v.toLowerCase().includes(needle))) &&
          (!q.industry || r.industry?.toLowerCase() === q.industry.toLowerCase()) &&
          (!q.status || r.status === q.status),
      );
      return HttpResponse.json(
        OrganizationListResponse.parse({
          organizations: page(rows, (r) => r[q.sort], q.direction, q.page, q.pageSize),
          total: rows.length,
          page: q.page,
          pageSize: q.pageSize,
          summary: { total: all.length, active: all.filter((r) => r.status === 'ACTIVE').length, inactive: all.filter((r) => r.status === 'INACTIVE').length },
          industries: [...new Set(all.flatMap((r) => (r.industry ? [r.industry] : [])))].sort(),
        }),
      );
    }),
    http.patch(u('/admin/organizations/:id'), async ({ request, params }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const unit = mockDb.units.find((x) => x.id === params.id);
      if (!unit) return problem(404, 'NOT_FOUND', 'Organization not found');
      const parsed = OrganizationUpdateInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const body = parsed.data;
      const version = mockDb.unitVersions[unit.id] ?? 1;
      if (body.version !== undefined && body.version !== version) return versionConflict('organization', version, body.version);
      if (body.name && mockDb.units.some((x) => x.id !== unit.id && x.name.toLowerCase() === body.name!.toLowerCase())) {
        return problem(409, 'CONFLICT', 'An organization with this name already exists', [{ path: 'body.name', message: 'already exists' }]);
      }
      const current = organizationRows().find((r) => r.id === unit.id)!;
      if (body.name !== undefined) unit.name = body.name;
      if (body.lineManager !== undefined) unit.lineManager = body.lineManager;
      edits.set(unit, {
        location: body.location !== undefined ? body.location : current.location,
        industry: body.industry !== undefined ? body.industry : current.industry,
        status: body.status ?? current.status,
      });
      mockDb.unitVersions[unit.id] = version + 1;
      return HttpResponse.json(organizationRows().find((r) => r.id === unit.id));
    }),
  ];
}
