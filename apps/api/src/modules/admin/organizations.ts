import type { OrganizationListQuery, OrganizationListResponse, OrganizationRow } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { sql, type SQL } from 'drizzle-orm';
import { iso, likePattern, queryRows } from '../../lib/sql';
import { IMPLEMENTED_STATUSES } from './users';

const implementedList = sql.raw(IMPLEMENTED_STATUSES.map((s) => `'${s}'`).join(', '));

interface Row {
  id: string;
  name: string;
  location: string | null;
  line_manager: string | null;
  status: OrganizationRow['status'];
  created_at: Date | string;
  employee_count: number | string;
  active_users: number | string;
  total_ideas: number | string;
  implemented_ideas: number | string;
}

const SORT: Record<OrganizationListQuery['sort'], SQL> = {
  name: sql`lower(name)`,
  location: sql`lower(location)`,
  employeeCount: sql`employee_count`,
  activeUsers: sql`active_users`,
  totalIdeas: sql`total_ideas`,
  createdAt: sql`created_at`,
  status: sql`status`,
};

/** The tenant's organisational units with head counts and idea counts (drafts not counted). */
export async function listOrganizations(db: Database, tenantId: string, q: OrganizationListQuery): Promise<OrganizationListResponse> {
  const units = sql`
    SELECT ou.id, ou.name, ou.location, ou.line_manager, ou.status, ou.created_at,
      (SELECT count(*) FROM users u WHERE u.tenant_id = ou.tenant_id AND u.organizational_unit_id = ou.id) AS employee_count,
      (SELECT count(*) FROM users u WHERE u.tenant_id = ou.tenant_id AND u.organizational_unit_id = ou.id AND u.status = 'ACTIVE') AS active_users,
      (SELECT count(*) FROM ideas i WHERE i.tenant_id = ou.tenant_id AND i.organizational_unit_id = ou.id AND i.status <> 'draft') AS total_ideas,
      (SELECT count(*) FROM ideas i WHERE i.tenant_id = ou.tenant_id AND i.organizational_unit_id = ou.id
         AND i.status IN (${implementedList})) AS implemented_ideas
    FROM organizational_units ou
    WHERE ou.tenant_id = ${tenantId}`;
  const filters: SQL[] = [sql`true`];
  if (q.search) {
    const p = likePattern(q.search);
    filters.push(sql`(name ILIKE ${p} OR location ILIKE ${p})`);
  }
  if (q.status) filters.push(sql`status = ${q.status}`);
  const where = sql.join(filters, sql` AND `);
  const dir = sql.raw(q.direction === 'desc' ? 'DESC' : 'ASC');

  const [counts] = await queryRows<{ total: number | string; filtered: number | string; active: number | string }>(
    db,
    sql`WITH units AS (${units}) SELECT count(*) AS total, count(*) FILTER (WHERE ${where}) AS filtered,
        count(*) FILTER (WHERE status = 'ACTIVE') AS active FROM units`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`WITH units AS (${units}) SELECT * FROM units WHERE ${where}
        ORDER BY ${SORT[q.sort]} ${dir} NULLS LAST, id ${dir}
        LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  const total = Number(counts.total);
  const active = Number(counts.active);
  return {
    organizations: rows.map((r) => ({
      id: r.id,
      name: r.name,
      location: r.location,
      lineManager: r.line_manager,
      employeeCount: Number(r.employee_count),
      activeUsers: Number(r.active_users),
      totalIdeas: Number(r.total_ideas),
      implementedIdeas: Number(r.implemented_ideas),
      status: r.status,
      createdAt: iso(r.created_at)!,
    })),
    total: Number(counts.filtered),
    page: q.page,
    pageSize: q.pageSize,
    summary: { total, active, inactive: total - active },
  };
}
