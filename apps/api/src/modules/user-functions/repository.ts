import type { UserFunction, UserFunctions } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { users, userFunctionHistory } from '../../db/schema';
import { actorName, newId } from '../ideas/write-kernel';
import { notFound } from '../../errors';

/** A user's functions and tariff/salary group in the tenant (404 for another tenant's user). */
async function findUser(db: Database, tenantId: string, userId: string, forUpdate = false) {
  const query = db
    .select({ id: users.id, functions: users.functions, tariffGroup: users.tariffGroup })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('User');
  return row;
}

/** The user's functions; the tariff/salary group only when `withTariffGroup` (works council, idea manager). */
export async function userFunctions(db: Database, tenantId: string, userId: string, withTariffGroup: boolean): Promise<UserFunctions> {
  const row = await findUser(db, tenantId, userId);
  return { userId: row.id, functions: row.functions as UserFunction[], ...(withTariffGroup ? { tariffGroup: row.tariffGroup } : {}) };
}

/** Functions as one history value: sorted, comma-separated ('' = none). */
const functionsValue = (functions: readonly string[]) => [...new Set(functions)].sort().join(', ') || null;

/**
 * Sets the functions (and, when given, the tariff/salary group), and records each change in the
 * admin activity log (user_function_history): who changed whose functions from what to what, and
 * that the tariff group changed (never its values, which only works council and idea manager read).
 */
export async function setUserFunctions(db: Database, caller: Caller, userId: string, functions: UserFunction[], tariffGroup: string | null | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findUser(tx, caller.tenantId, userId, true);
    const nextGroup = tariffGroup === undefined ? before.tariffGroup : tariffGroup || null;
    await tx
      .update(users)
      .set({ functions: [...new Set(functions)], ...(tariffGroup !== undefined ? { tariffGroup: nextGroup } : {}), updatedAt: new Date() })
      .where(eq(users.id, userId));
    const entry = { tenantId: caller.tenantId, userId, actorId: caller.id, actorName: actorName(caller) };
    const changes: (typeof userFunctionHistory.$inferInsert)[] = [];
    const [from, to] = [functionsValue(before.functions), functionsValue(functions)];
    if (from !== to) changes.push({ ...entry, id: newId('ufh'), fieldName: 'functions', oldValue: from, newValue: to });
    if (nextGroup !== before.tariffGroup) changes.push({ ...entry, id: newId('ufh'), fieldName: 'tariffGroup', oldValue: null, newValue: null });
    if (changes.length) await tx.insert(userFunctionHistory).values(changes);
  });
}
