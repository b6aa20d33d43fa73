import type { ProfileUpdateInput, UserListQuery, UserProfile } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { workflowMailPreferences } from '@idea-portal/domain';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { users } from '../../db/schema';
import { CursorId, decodeCursor, encodeCursor } from '../../lib/cursor';
import { likePattern, onlyRow } from '../../lib/sql';
import type { TenantDirectory } from '../tenants/queries';

export type UserRow = typeof users.$inferSelect;

/** Profile as the API shows it. `group` (group_name, a team label) is visible to the user and to admins only; the tariff/salary group is never in it; the mail choice to the user only. */
export function toProfile(row: UserRow, dir: TenantDirectory, caller: Caller): UserProfile {
  const mayseeGroup = caller.id === row.id || caller.role === 'ADMIN';
  return {
    id: row.id,
    userId: row.userId,
    email: row.email,
    givenName: row.givenName,
    familyName: row.familyName,
    phoneNumber: row.phoneNumber,
    picture: row.picture,
    aboutMe: row.aboutMe,
    position: row.position,
    group: mayseeGroup ? row.groupName : null,
    status: row.status,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    role: row.role,
    organizationalUnit: row.organizationalUnitId ? (dir.unitById.get(row.organizationalUnitId) ?? null) : null,
    tenant: dir.tenant,
    preferredLanguage: row.preferredLanguage ?? null,
    workflowMail: caller.id === row.id ? workflowMailPreferences(row.workflowMail) : null,
    ...(caller.id === row.id ? { payroll: { personnelNumber: row.personnelNumber, costCentre: row.costCentre } } : {}),
  };
}

/** Sign-in trace for the admin list: stamps last_login_at at most once per 5 minutes. */
export const LAST_LOGIN_RESOLUTION_MS = 5 * 60_000;
export async function recordLogin(db: Database, id: string, now = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: now })
    .where(and(eq(users.id, id), sql`(${users.lastLoginAt} IS NULL OR ${users.lastLoginAt} <= ${new Date(now.getTime() - LAST_LOGIN_RESOLUTION_MS)})`));
}

/** The caller's own editable profile fields (the picture: ./picture.ts); returns the updated row. */
export async function updateOwnProfile(db: Database, caller: Caller, input: Omit<ProfileUpdateInput, 'picture'>): Promise<UserRow | null> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.phoneNumber !== undefined) set.phoneNumber = input.phoneNumber;
  if (input.position !== undefined) set.position = input.position;
  if (input.aboutMe !== undefined) set.aboutMe = input.aboutMe;
  if (input.preferredLanguage !== undefined) set.preferredLanguage = input.preferredLanguage;
  if (input.workflowMail !== undefined && Object.keys(input.workflowMail).length > 0) {
    // Merged into the stored choice in the statement, so two tabs changing different kinds both stay.
    set.workflowMail = sql`coalesce(${users.workflowMail}, '{}'::jsonb) || ${JSON.stringify(input.workflowMail)}::jsonb` as unknown as UserRow['workflowMail'];
  }
  if (Object.keys(set).length > 0) {
    set.updatedAt = new Date();
    await db.update(users).set(set).where(and(eq(users.tenantId, caller.tenantId), eq(users.id, caller.id)));
  }
  return findUser(db, caller.tenantId, caller.id);
}

/** One user of the tenant by profile id or by identity subject (userId). */
export async function findUser(db: Database, tenantId: string, idOrUserId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), or(eq(users.id, idOrUserId), eq(users.userId, idOrUserId))))
    .limit(1);
  return row ?? null;
}

const UserCursor = z.tuple([z.string().max(512), z.string().max(512), CursorId]);

export async function listUsers(db: Database, tenantId: string, q: UserListQuery) {
  const filters: SQL[] = [eq(users.tenantId, tenantId)];
  if (q.givenName) filters.push(ilike(users.givenName, likePattern(q.givenName)));
  if (q.familyName) filters.push(ilike(users.familyName, likePattern(q.familyName)));
  if (q.email) filters.push(ilike(users.email, likePattern(q.email)));
  if (q.phone) filters.push(ilike(users.phoneNumber, likePattern(q.phone)));
  if (q.position) filters.push(ilike(users.position, likePattern(q.position)));
  if (q.organizationalUnits?.length) filters.push(inArray(users.organizationalUnitId, q.organizationalUnits));
  // Scoped to the caller's tenant: a tenants filter can only narrow it down.
  if (q.tenants?.length && !q.tenants.includes(tenantId)) filters.push(sql`false`);
  const where = and(...filters);

  const { total } = onlyRow(await db.select({ total: count() }).from(users).where(where), 'count of users');
  const page: SQL[] = [];
  if (q.lastEvaluatedKey) {
    const [family, given, id] = decodeCursor(q.lastEvaluatedKey, UserCursor, 'querystring.lastEvaluatedKey');
    page.push(sql`(${users.familyName}, ${users.givenName}, ${users.id}) > (${family}, ${given}, ${id})`);
  }
  const rows = await db
    .select()
    .from(users)
    .where(and(where, ...page))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(users.id))
    .limit(q.pageSize + 1);
  const hasMore = rows.length > q.pageSize;
  const pageRows = rows.slice(0, q.pageSize);
  const last = pageRows.at(-1);
  return {
    rows: pageRows,
    pagination: {
      pageSize: q.pageSize,
      totalItems: Number(total),
      nextPageToken: hasMore && last ? encodeCursor([last.familyName, last.givenName, last.id]) : null,
      hasMore,
    },
  };
}
