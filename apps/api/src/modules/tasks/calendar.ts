import { deadlinePolicy, type DeadlinePolicy } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import { tenants, tenantSettings } from '../../db/schema';

/** A tenant's deadline policy (Admin Settings, completed with the defaults) and its time zone. */
export interface TenantCalendar {
  policy: DeadlinePolicy;
  timeZone: string;
}

export async function tenantCalendar(db: Database, tenantId: string): Promise<TenantCalendar> {
  const [row] = await db
    .select({ timeZone: tenants.timeZone, deadlines: tenantSettings.deadlines })
    .from(tenants)
    .leftJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return { policy: deadlinePolicy(row?.deadlines), timeZone: row?.timeZone ?? 'Europe/Berlin' };
}
