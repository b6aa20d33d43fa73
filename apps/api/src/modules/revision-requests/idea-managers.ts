import { isIdeaManager } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { tenants, users } from '../../db/schema';

/** Whether the caller is an idea manager of their tenant (`isIdeaManager`). */
export async function callerIsIdeaManager(db: Database, caller: Caller): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id, email: users.email, functions: users.functions, ideaManagers: tenants.ideaManagers })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, caller.id))
    .limit(1);
  return !!row && isIdeaManager(row, row);
}
