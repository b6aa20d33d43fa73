import type { Absence, AbsenceInput } from '@idea-portal/contracts';
import { isAbsentOn } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { userAbsences, users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { tenantToday } from './today';

const personName = (u: { givenName: string; familyName: string }) => `${u.givenName} ${u.familyName}`.trim();

/** The person's absence (null when none is set); `activeToday` in the tenant's calendar. */
export async function findAbsence(db: Database, tenantId: string, userId: string): Promise<Absence | null> {
  const [row] = await db
    .select()
    .from(userAbsences)
    .where(and(eq(userAbsences.userId, userId), eq(userAbsences.tenantId, tenantId)));
  if (!row) return null;
  const ids = [row.deputyId, ...(row.setBy ? [row.setBy] : [])];
  const people = await db.select({ id: users.id, email: users.email, givenName: users.givenName, familyName: users.familyName }).from(users).where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, { id: p.id, name: personName(p), email: p.email }]));
  const deputy = byId.get(row.deputyId) ?? { id: row.deputyId, name: row.deputyId, email: '' };
  const today = await tenantToday(db, tenantId);
  return {
    userId: row.userId,
    from: row.startsOn,
    to: row.endsOn,
    deputy,
    setBy: row.setBy ? (byId.get(row.setBy) ?? null) : null,
    activeToday: isAbsentOn({ from: row.startsOn, to: row.endsOn }, today),
  };
}

/** 404 unless the person is in the caller's tenant. */
export async function requireTenantPerson(db: Database, caller: Caller, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, caller.tenantId)));
  if (!row) throw notFound('User');
}

/**
 * Sets (or replaces) the person's absence; `setBy` is the caller (the person or an administrator).
 * 400 VALIDATION_FAILED when the deputy is the person themselves or no active account of the tenant.
 */
export async function saveAbsence(db: Database, caller: Caller, userId: string, input: AbsenceInput): Promise<void> {
  if (input.deputyId === userId) throw new HttpError('VALIDATION_FAILED', 'A person cannot be their own deputy', [{ path: 'deputyId', message: 'absence.deputyIsSelf' }]);
  const [deputy] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.deputyId), eq(users.tenantId, caller.tenantId), eq(users.status, 'ACTIVE'), eq(users.enabled, true)));
  if (!deputy) throw new HttpError('VALIDATION_FAILED', 'The deputy must be an active person of the same tenant', [{ path: 'deputyId', message: 'absence.deputyRequired' }]);
  const values = { startsOn: input.from, endsOn: input.to, deputyId: input.deputyId, setBy: caller.id, updatedAt: new Date() };
  await db
    .insert(userAbsences)
    .values({ userId, tenantId: caller.tenantId, ...values })
    .onConflictDoUpdate({ target: userAbsences.userId, set: values });
}

export async function clearAbsence(db: Database, tenantId: string, userId: string): Promise<void> {
  await db.delete(userAbsences).where(and(eq(userAbsences.userId, userId), eq(userAbsences.tenantId, tenantId)));
}
