import type { UserFunction, UserFunctions } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { notFound } from '../../errors';

/** A user's functions and tariff/salary group in the tenant (404 for another tenant's user). */
async function findUser(db: Database, tenantId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, functions: users.functions, tariffGroup: users.tariffGroup })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!row) throw notFound('User');
  return row;
}

/** The user's functions; the tariff/salary group only when `withTariffGroup` (works council, idea manager). */
export async function userFunctions(db: Database, tenantId: string, userId: string, withTariffGroup: boolean): Promise<UserFunctions> {
  const row = await findUser(db, tenantId, userId);
  return { userId: row.id, functions: row.functions as UserFunction[], ...(withTariffGroup ? { tariffGroup: row.tariffGroup } : {}) };
}

/** Sets the functions (and, when given, the tariff/salary group). */
export async function setUserFunctions(db: Database, tenantId: string, userId: string, functions: UserFunction[], tariffGroup: string | null | undefined): Promise<void> {
  await findUser(db, tenantId, userId);
  await db
    .update(users)
    .set({ functions: [...new Set(functions)], ...(tariffGroup !== undefined ? { tariffGroup: tariffGroup || null } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
