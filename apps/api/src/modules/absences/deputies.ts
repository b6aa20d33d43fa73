import { asDeputy, effectiveAssignee, holdsTask, principalsOf, type AbsenceRule } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq, gte, inArray, lte, or } from 'drizzle-orm';
import { userAbsences, users } from '../../db/schema';
import type { WorkflowIdea } from '@idea-portal/domain';
import type { Caller } from '../../auth/caller';
import { refuseCreatorAssignee, requireTenantUsers, type WorkflowChange } from '../workflow/repository';
import { tenantToday } from './today';

/** Where the workflow asks about absences: who stands in for whom today. */

export interface Principal {
  id: string;
  name: string;
}

async function absencesToday(db: Database, tenantId: string, today: string, where: ReturnType<typeof eq>): Promise<AbsenceRule[]> {
  const rows = await db
    .select({ userId: userAbsences.userId, from: userAbsences.startsOn, to: userAbsences.endsOn, deputyId: userAbsences.deputyId })
    .from(userAbsences)
    .where(and(eq(userAbsences.tenantId, tenantId), lte(userAbsences.startsOn, today), gte(userAbsences.endsOn, today), where));
  return rows;
}

/** The absent people `deputyId` stands in for today, with their names. */
export async function principalsToday(db: Database, tenantId: string, deputyId: string): Promise<Principal[]> {
  const today = await tenantToday(db, tenantId);
  const ids = principalsOf(deputyId, await absencesToday(db, tenantId, today, eq(userAbsences.deputyId, deputyId)), today);
  if (!ids.length) return [];
  const rows = await db.select({ id: users.id, givenName: users.givenName, familyName: users.familyName }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => ({ id: r.id, name: `${r.givenName} ${r.familyName}`.trim() })).sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * A task given today to people who are absent goes to their deputies (`effectiveAssignee`): the
 * ids to use, and one history entry per substitution (`deputyAssigned`: old value the absent
 * person, new value the deputy, who is told).
 */
export async function toDeputies<T extends string | null | undefined>(
  db: Database,
  tenantId: string,
  ids: readonly T[],
): Promise<{ ids: T[]; changes: WorkflowChange[] }> {
  const wanted = ids.filter((id): id is NonNullable<T> & string => !!id);
  if (!wanted.length) return { ids: [...ids], changes: [] };
  const today = await tenantToday(db, tenantId);
  const absences = await absencesToday(db, tenantId, today, inArray(userAbsences.userId, wanted) as ReturnType<typeof eq>);
  if (!absences.length) return { ids: [...ids], changes: [] };
  const changes: WorkflowChange[] = [];
  const swapped = ids.map((id) => (id ? effectiveAssignee(id, absences, today) : null));
  const involved = [...new Set(swapped.flatMap((s) => (s?.deputyFor ? [s.deputyFor, s.assigneeId] : [])))];
  const names = new Map(
    (await db.select({ id: users.id, givenName: users.givenName, familyName: users.familyName }).from(users).where(or(inArray(users.id, involved))))
      .map((u) => [u.id, `${u.givenName} ${u.familyName}`.trim()]),
  );
  for (const s of swapped) {
    if (s?.deputyFor) {
      changes.push({ entityType: 'idea', fieldName: 'deputyAssigned', oldValue: names.get(s.deputyFor) ?? s.deputyFor, newValue: names.get(s.assigneeId) ?? s.assigneeId, concernedUserId: s.assigneeId });
    }
  }
  return { ids: ids.map((id, i) => (swapped[i] ? (swapped[i].assigneeId as T) : id)), changes };
}

/**
 * A person named for a task (assessment assignee, person in charge of implementation): checked
 * (an active person of the tenant, not a creator of the idea), and, when the task is new to
 * them and they are absent today, their deputy instead (checked the same way). Naming the one
 * who already has the task again changes nothing.
 */
export async function taskHolder(
  tx: Database,
  caller: Caller,
  state: WorkflowIdea,
  id: string | null | undefined,
  current: string | null | undefined,
  path: string,
): Promise<{ id: string | null | undefined; changes: WorkflowChange[] }> {
  if (id) await requireTenantUsers(tx, caller, [id], path);
  refuseCreatorAssignee(state, [id], path);
  if (!id || id === current) return { id, changes: [] };
  const { ids, changes } = await toDeputies(tx, caller.tenantId, [id]);
  refuseCreatorAssignee(state, ids, path);
  return { id: ids[0], changes };
}

/** The idea as the caller works it: for each absent person they stand in for today who holds a task on it, as that person's deputy (`asDeputy`). */
export async function deputyView<T extends WorkflowIdea>(db: Database, caller: Caller, state: T): Promise<T> {
  const principals = (await principalsToday(db, caller.tenantId, caller.id)).filter((p) => holdsTask(state, p.id));
  return principals.reduce((s, p) => asDeputy(s, p.id, caller.id), state);
}
