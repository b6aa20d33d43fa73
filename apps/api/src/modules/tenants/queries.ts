import type { OrganizationalUnit, Tenant } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { asc, count, eq } from 'drizzle-orm';
import { organizationalUnits, tenants, users } from '../../db/schema';

export interface TenantDirectory {
  tenant: Tenant;
  units: OrganizationalUnit[];
  unitById: Map<string, OrganizationalUnit>;
}

/** The caller's tenant with its organisational units and head counts (null if unknown). */
export async function loadTenantDirectory(db: Database, tenantId: string): Promise<TenantDirectory | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  if (!row) return null;
  const unitRows = await db.select().from(organizationalUnits).where(eq(organizationalUnits.tenantId, tenantId)).orderBy(asc(organizationalUnits.name));
  const counts = await db
    .select({ unitId: users.organizationalUnitId, n: count() })
    .from(users)
    .where(eq(users.tenantId, tenantId))
    .groupBy(users.organizationalUnitId);
  const byUnit = new Map(counts.map((c) => [c.unitId, Number(c.n)]));
  const total = counts.reduce((sum, c) => sum + Number(c.n), 0);
  const tenant: Tenant = {
    id: row.id,
    name: row.name,
    status: row.status,
    description: row.description,
    ideaManagers: row.ideaManagers,
    admin: row.admin,
    numberOfEmployees: total,
    currency: row.currency,
    preferredLanguage: row.preferredLanguage,
  };
  const units = unitRows.map<OrganizationalUnit>((u) => ({
    id: u.id,
    name: u.name,
    tenantId: u.tenantId,
    lineManager: u.lineManager,
    employeesCount: byUnit.get(u.id) ?? 0,
  }));
  return { tenant, units, unitById: new Map(units.map((u) => [u.id, u])) };
}
