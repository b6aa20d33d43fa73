import { calendarDay } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema';

/** Today in the tenant's time zone (YYYY-MM-DD): the day an absence is checked against. */
export async function tenantToday(db: Database, tenantId: string, now: Date = new Date()): Promise<string> {
  const [row] = await db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return calendarDay(now, row?.timeZone ?? 'Europe/Berlin');
}
