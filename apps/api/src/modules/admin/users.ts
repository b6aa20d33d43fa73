import type { AdminUserCreateInput, AdminUserListQuery, AdminUserRow, AdminUserUpdateInput } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { IMPLEMENTED_STATUSES } from '@idea-portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../auth/caller';
import { organizationalUnits, users } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { iso, likePattern, onlyRow, queryRows } from '../../lib/sql';
import { findUser } from '../users/queries';

/** Statuses that count as "implemented" (libs/domain, as the key indicators count them). */
export { IMPLEMENTED_STATUSES };
const implementedList = sql.raw(IMPLEMENTED_STATUSES.map((s) => `'${s}'`).join(', '));

interface Row {
  id: string;
  user_id: string;
  given_name: string;
  family_name: string;
  email: string;
  role: AdminUserRow['role'];
  status: AdminUserRow['status'];
  position: string | null;
  personnel_number: string | null;
  cost_centre: string | null;
  organizational_unit_id: string | null;
  department: string | null;
  organization: string;
  last_login_at: Date | string | null;
  created_at: Date | string;
  ideas_submitted: number | string;
  ideas_implemented: number | string;
  functions: string[] | null;
}

const SORT: Record<AdminUserListQuery['sort'], SQL> = {
  name: sql`lower(u.given_name || ' ' || u.family_name)`,
  email: sql`lower(u.email)`,
  role: sql`u.role`,
  department: sql`lower(ou.name)`,
  organization: sql`lower(t.name)`,
  status: sql`u.status`,
  lastLogin: sql`u.last_login_at`,
  ideas: sql`coalesce(s.submitted, 0)`,
};

function toRow(r: Row): AdminUserRow {
  return {
    id: r.id,
    userId: r.user_id,
    name: `${r.given_name} ${r.family_name}`,
    email: r.email,
    role: r.role,
    department: r.department,
    organizationalUnitId: r.organizational_unit_id,
    organization: r.organization,
    position: r.position,
    personnelNumber: r.personnel_number,
    costCentre: r.cost_centre,
    status: r.status,
    lastLogin: iso(r.last_login_at),
    ideasSubmitted: Number(r.ideas_submitted),
    ideasImplemented: Number(r.ideas_implemented),
    functions: [...(r.functions ?? [])].sort() as AdminUserRow['functions'],
    createdAt: iso(r.created_at)!,
  };
}

/** Users of the tenant with unit, tenant name and idea counts (drafts are not counted). */
function selectRows(tenantId: string, where: SQL): SQL {
  return sql`
    SELECT u.id, u.user_id, u.given_name, u.family_name, u.email, u.role, u.status, u.position, u.personnel_number, u.cost_centre,
           u.organizational_unit_id, ou.name AS department, t.name AS organization,
           u.last_login_at, u.created_at, u.functions,
           coalesce(s.submitted, 0) AS ideas_submitted, coalesce(s.implemented, 0) AS ideas_implemented
    FROM users u
    JOIN tenants t ON t.id = u.tenant_id
    LEFT JOIN organizational_units ou ON ou.id = u.organizational_unit_id
    LEFT JOIN (
      SELECT submitter_id, count(*) AS submitted, count(*) FILTER (WHERE status IN (${implementedList})) AS implemented
      FROM ideas WHERE tenant_id = ${tenantId} AND status <> 'draft' GROUP BY submitter_id
    ) s ON s.submitter_id = u.id
    WHERE u.tenant_id = ${tenantId} AND ${where}`;
}

/** The users list's filters (search, role, status, unit): the list and its export. */
function userFilters(q: Omit<AdminUserListQuery, 'page' | 'pageSize' | 'sort' | 'direction'>): SQL {
  const filters: SQL[] = [sql`true`];
  if (q.search) {
    const p = likePattern(q.search);
    filters.push(sql`(u.given_name || ' ' || u.family_name ILIKE ${p} OR u.email ILIKE ${p} OR ou.name ILIKE ${p})`);
  }
  if (q.role) filters.push(sql`u.role = ${q.role}`);
  if (q.status) filters.push(sql`u.status = ${q.status}`);
  if (q.organizationalUnitId) filters.push(sql`u.organizational_unit_id = ${q.organizationalUnitId}`);
  return sql.join(filters, sql` AND `);
}

/** `limit` users of the list as filtered and sorted, from `offset` (the export reads it a batch at a time). */
export async function adminUsersSlice(db: Database, tenantId: string, q: Omit<AdminUserListQuery, 'page' | 'pageSize'>, offset: number, limit: number): Promise<AdminUserRow[]> {
  const dir = sql.raw(q.direction === 'desc' ? 'DESC' : 'ASC');
  const rows = await queryRows<Row>(
    db,
    sql`${selectRows(tenantId, userFilters(q))}
        ORDER BY ${SORT[q.sort]} ${dir} NULLS LAST, u.id ${dir}
        LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map(toRow);
}

export async function listAdminUsers(db: Database, tenantId: string, q: AdminUserListQuery) {
  const where = userFilters(q);
  const { total } = onlyRow(
    await queryRows<{ total: number | string }>(
      db,
      sql`SELECT count(*) AS total FROM users u LEFT JOIN organizational_units ou ON ou.id = u.organizational_unit_id
          WHERE u.tenant_id = ${tenantId} AND ${where}`,
    ),
    'count of users',
  );
  const users = await adminUsersSlice(db, tenantId, q, (q.page - 1) * q.pageSize, q.pageSize);
  return { users, total: Number(total), page: q.page, pageSize: q.pageSize };
}

export async function getAdminUser(db: Database, tenantId: string, id: string): Promise<AdminUserRow | null> {
  const [row] = await queryRows<Row>(db, sql`${selectRows(tenantId, sql`u.id = ${id}`)}`);
  return row ? toRow(row) : null;
}

async function assertUnit(db: Database, tenantId: string, unitId: string | null | undefined): Promise<void> {
  if (!unitId) return;
  const [unit] = await db
    .select({ id: organizationalUnits.id })
    .from(organizationalUnits)
    .where(and(eq(organizationalUnits.tenantId, tenantId), eq(organizationalUnits.id, unitId)))
    .limit(1);
  if (!unit) throw badRequest('Unknown organizational unit', 'body.organizationalUnitId');
}

/** SQLSTATE of a driver error (drizzle may wrap it in `cause`). */
export const pgCode = (err: unknown): string | undefined => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
};
const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

const emailTaken = () => new HttpError('CONFLICT', 'A user with this e-mail address already exists', [{ path: 'body.email', message: 'already exists' }]);

/**
 * What POST /admin/users did: a new profile, or nothing because the address belongs to an
 * account of another tenant. The second answers exactly like the first (a profile row that is
 * not stored), so an administrator cannot probe which addresses have accounts elsewhere.
 */
export type CreatedUser = { stored: true; row: AdminUserRow } | { stored: false; row: AdminUserRow; existingUserId: string };

/** The tenant of the account with this address (any case), if any. */
async function accountWithEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The row a new profile would have, for an address that is not ours to create. */
async function unstoredRow(db: Database, tenantId: string, input: AdminUserCreateInput): Promise<AdminUserRow> {
  const [names] = await queryRows<{ organization: string; department: string | null }>(
    db,
    sql`SELECT t.name AS organization, (SELECT ou.name FROM organizational_units ou WHERE ou.id = ${input.organizationalUnitId ?? null} AND ou.tenant_id = t.id) AS department
        FROM tenants t WHERE t.id = ${tenantId}`,
  );
  const uuid = randomUUID();
  return {
    id: `u-${uuid}`,
    userId: `usr-${uuid}`,
    name: `${input.givenName} ${input.familyName}`,
    email: input.email,
    role: input.role,
    department: names?.department ?? null,
    organizationalUnitId: input.organizationalUnitId ?? null,
    organization: names?.organization ?? '',
    position: input.position ?? null,
    personnelNumber: null,
    costCentre: null,
    status: 'ACTIVE',
    lastLogin: null,
    ideasSubmitted: 0,
    ideasImplemented: 0,
    functions: [],
    createdAt: new Date().toISOString(),
  };
}

/**
 * A new profile in the caller's tenant (409 CONFLICT when the tenant already has the address,
 * which its administrators see anyway). An address of another tenant's account is not stored
 * and not revealed: the answer looks like a creation (see CreatedUser).
 */
export async function createAdminUser(db: Database, caller: Caller, input: AdminUserCreateInput): Promise<CreatedUser> {
  await assertUnit(db, caller.tenantId, input.organizationalUnitId);
  const clash = async (): Promise<CreatedUser> => {
    const existing = await accountWithEmail(db, input.email);
    if (!existing) throw new Error('e-mail clash without an account');
    if (existing.tenantId === caller.tenantId) throw emailTaken();
    return { stored: false, row: await unstoredRow(db, caller.tenantId, input), existingUserId: existing.id };
  };
  if (await accountWithEmail(db, input.email)) return clash();
  const uuid = randomUUID();
  const id = `u-${uuid}`;
  try {
    await db.insert(users).values({
      id,
      userId: `usr-${uuid}`,
      email: input.email,
      givenName: input.givenName,
      familyName: input.familyName,
      role: input.role,
      position: input.position ?? null,
      organizationalUnitId: input.organizationalUnitId ?? null,
      tenantId: caller.tenantId,
      status: 'ACTIVE',
      enabled: true,
    });
  } catch (err) {
    // Someone created the address meanwhile.
    if (isUniqueViolation(err)) return clash();
    throw err;
  }
  return { stored: true, row: (await getAdminUser(db, caller.tenantId, id))! };
}

/** Role, status (INACTIVE also disables sign-in), unit, position, personnel number and cost centre of a tenant user. */
export async function updateAdminUser(db: Database, caller: Caller, idOrUserId: string, input: AdminUserUpdateInput): Promise<AdminUserRow> {
  const target = await findUser(db, caller.tenantId, idOrUserId);
  if (!target) throw notFound('User');
  if (target.id === caller.id) {
    if (input.role !== undefined && input.role !== target.role) {
      throw new HttpError('SELF_MODIFICATION_FORBIDDEN', 'You cannot change your own role', [{ path: 'body.role', message: 'own account' }]);
    }
    if (input.status === 'INACTIVE') {
      throw new HttpError('SELF_MODIFICATION_FORBIDDEN', 'You cannot deactivate your own account', [{ path: 'body.status', message: 'own account' }]);
    }
  }
  await assertUnit(db, caller.tenantId, input.organizationalUnitId);
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.role !== undefined) set.role = input.role;
  if (input.status !== undefined) {
    set.status = input.status;
    set.enabled = input.status === 'ACTIVE';
  }
  if (input.organizationalUnitId !== undefined) set.organizationalUnitId = input.organizationalUnitId;
  if (input.position !== undefined) set.position = input.position || null;
  if (input.personnelNumber !== undefined) set.personnelNumber = input.personnelNumber;
  if (input.costCentre !== undefined) set.costCentre = input.costCentre;
  await db.update(users).set(set).where(and(eq(users.tenantId, caller.tenantId), eq(users.id, target.id)));
  return (await getAdminUser(db, caller.tenantId, target.id))!;
}
