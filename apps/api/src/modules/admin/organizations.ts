import type { OrganizationListQuery, OrganizationListResponse, OrganizationRow, OrganizationUpdateInput } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { organizationalUnits } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { iso, likePattern, queryRows } from '../../lib/sql';
import { IMPLEMENTED_STATUSES, pgCode } from './users';
import { checkVersion } from './versions';

const implementedList = sql.raw(IMPLEMENTED_STATUSES.map((s) => `'${s}'`).join(', '));

interface Row {
  id: string;
  name: string;
  location: string | null;
  industry: string | null;
  line_manager: string | null;
  status: OrganizationRow['status'];
  created_at: Date | string;
  version: number | string;
  employee_count: number | string;
  active_users: number | string;
  total_ideas: number | string;
  implemented_ideas: number | string;
}

const SORT: Record<OrganizationListQuery['sort'], SQL> = {
  name: sql`lower(name)`,
  location: sql`lower(location)`,
  industry: sql`lower(industry)`,
  employeeCount: sql`employee_count`,
  activeUsers: sql`active_users`,
  totalIdeas: sql`total_ideas`,
  createdAt: sql`created_at`,
  status: sql`status`,
};

/** Units of the tenant with head counts and idea counts (drafts not counted), as a subquery. */
const unitsOf = (tenantId: string) => sql`
    SELECT ou.id, ou.name, ou.location, ou.industry, ou.line_manager, ou.status, ou.created_at, ou.version,
      (SELECT count(*) FROM users u WHERE u.tenant_id = ou.tenant_id AND u.organizational_unit_id = ou.id) AS employee_count,
      (SELECT count(*) FROM users u WHERE u.tenant_id = ou.tenant_id AND u.organizational_unit_id = ou.id AND u.status = 'ACTIVE') AS active_users,
      (SELECT count(*) FROM ideas i WHERE i.tenant_id = ou.tenant_id AND i.organizational_unit_id = ou.id AND i.status <> 'draft') AS total_ideas,
      (SELECT count(*) FROM ideas i WHERE i.tenant_id = ou.tenant_id AND i.organizational_unit_id = ou.id
         AND i.status IN (${implementedList})) AS implemented_ideas
    FROM organizational_units ou
    WHERE ou.tenant_id = ${tenantId}`;

const toRow = (r: Row): OrganizationRow => ({
  id: r.id,
  name: r.name,
  location: r.location,
  industry: r.industry,
  lineManager: r.line_manager,
  employeeCount: Number(r.employee_count),
  activeUsers: Number(r.active_users),
  totalIdeas: Number(r.total_ideas),
  implementedIdeas: Number(r.implemented_ideas),
  status: r.status,
  createdAt: iso(r.created_at)!,
  version: Number(r.version),
});

/** The tenant's organisational units, searched, filtered by industry and status, sorted and paged. */
export async function listOrganizations(db: Database, tenantId: string, q: OrganizationListQuery): Promise<OrganizationListResponse> {
  const units = unitsOf(tenantId);
  const filters: SQL[] = [sql`true`];
  if (q.search) {
    const p = likePattern(q.search);
    filters.push(sql`(name ILIKE ${p} OR location ILIKE ${p})`);
  }
  if (q.industry) filters.push(sql`lower(industry) = ${q.industry.toLowerCase()}`);
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
  const industries = await queryRows<{ industry: string }>(
    db,
    sql`SELECT DISTINCT industry FROM organizational_units WHERE tenant_id = ${tenantId} AND industry IS NOT NULL ORDER BY industry`,
  );
  const total = Number(counts?.total ?? 0);
  const active = Number(counts?.active ?? 0);
  return {
    organizations: rows.map(toRow),
    total: Number(counts?.filtered ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    summary: { total, active, inactive: total - active },
    industries: industries.map((r) => r.industry),
  };
}

async function getOrganization(db: Database, tenantId: string, id: string): Promise<OrganizationRow> {
  const [row] = await queryRows<Row>(db, sql`WITH units AS (${unitsOf(tenantId)}) SELECT * FROM units WHERE id = ${id}`);
  if (!row) throw notFound('Organization');
  return toRow(row);
}

const nameTaken = () => new HttpError('CONFLICT', 'An organization with this name already exists', [{ path: 'body.name', message: 'already exists' }]);

/**
 * Name (unique in the tenant, ignoring case), location, industry, line manager, status. `sent`:
 * the version the client read (409 VERSION_CONFLICT when stale); each edit bumps the version.
 */
export async function updateOrganization(db: Database, tenantId: string, id: string, input: OrganizationUpdateInput, sent?: number): Promise<OrganizationRow> {
  const inTenant = and(eq(organizationalUnits.tenantId, tenantId), eq(organizationalUnits.id, id));
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ version: organizationalUnits.version }).from(organizationalUnits).where(inTenant).for('update');
    if (!current) throw notFound('Organization');
    checkVersion('organization', current.version, sent);
    if (input.name !== undefined) {
      const [dup] = await tx
        .select({ id: organizationalUnits.id })
        .from(organizationalUnits)
        .where(and(eq(organizationalUnits.tenantId, tenantId), sql`lower(${organizationalUnits.name}) = ${input.name.toLowerCase()}`, ne(organizationalUnits.id, id)))
        .limit(1);
      if (dup) throw nameTaken();
    }
    const set: Partial<typeof organizationalUnits.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.location !== undefined) set.location = input.location;
    if (input.industry !== undefined) set.industry = input.industry;
    if (input.lineManager !== undefined) set.lineManager = input.lineManager;
    if (input.status !== undefined) set.status = input.status;
    try {
      await tx.update(organizationalUnits).set({ ...set, version: sql`${organizationalUnits.version} + 1` }).where(inTenant);
    } catch (err) {
      if (pgCode(err) === '23505') throw nameTaken();
      throw err;
    }
  });
  return getOrganization(db, tenantId, id);
}
