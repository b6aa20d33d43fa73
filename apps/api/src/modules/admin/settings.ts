import type { TenantSettings, TenantSettingsUpdate } from '@idea-portal/contracts';
import { DEFAULT_DUTY_POLICY } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { tenants, tenantSettings } from '../../db/schema';
import { notFound } from '../../errors';

/** The tenant's settings: name, language and currency from `tenants`, policy from `tenant_settings`. */
export async function getSettings(db: Database, tenantId: string): Promise<TenantSettings> {
  const [row] = await db
    .select({
      name: tenants.name,
      preferredLanguage: tenants.preferredLanguage,
      currency: tenants.currency,
      tenantUpdatedAt: tenants.updatedAt,
      selfRegistrationEnabled: tenantSettings.selfRegistrationEnabled,
      allowedDomains: tenantSettings.allowedDomains,
      requireMfa: tenantSettings.requireMfa,
      allowSelfAssessment: tenantSettings.allowSelfAssessment,
      realisedSavingsReviewThreshold: tenantSettings.realisedSavingsReviewThreshold,
      policyUpdatedAt: tenantSettings.updatedAt,
    })
    .from(tenants)
    .leftJoin(tenantSettings, eq(tenantSettings.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId))
    .limit(1);
  if (!row) throw notFound('Tenant');
  const updated = [row.tenantUpdatedAt, row.policyUpdatedAt].filter((d): d is Date => d instanceof Date);
  return {
    name: row.name,
    preferredLanguage: row.preferredLanguage,
    currency: row.currency,
    selfRegistration: { enabled: row.selfRegistrationEnabled ?? false, allowedDomains: row.allowedDomains ?? [] },
    requireMfa: row.requireMfa ?? false,
    allowSelfAssessment: row.allowSelfAssessment ?? DEFAULT_DUTY_POLICY.allowSelfAssessment,
    realisedSavingsReviewThreshold: row.realisedSavingsReviewThreshold ?? DEFAULT_DUTY_POLICY.realisedSavingsReviewThreshold,
    updatedAt: updated.length ? new Date(Math.max(...updated.map((d) => d.getTime()))).toISOString() : null,
  };
}

export async function putSettings(db: Database, caller: Caller, input: TenantSettingsUpdate): Promise<TenantSettings> {
  const now = new Date();
  const allowedDomains = [...new Set(input.selfRegistration.allowedDomains)];
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(tenants)
      .set({ name: input.name, preferredLanguage: input.preferredLanguage, currency: input.currency, updatedAt: now })
      .where(eq(tenants.id, caller.tenantId))
      .returning({ id: tenants.id });
    if (updated.length === 0) throw notFound('Tenant');
    const policy = {
      selfRegistrationEnabled: input.selfRegistration.enabled,
      allowedDomains,
      requireMfa: input.requireMfa,
      // Absent: unchanged (an older client sends the document without them).
      ...(input.allowSelfAssessment !== undefined ? { allowSelfAssessment: input.allowSelfAssessment } : {}),
      ...(input.realisedSavingsReviewThreshold !== undefined ? { realisedSavingsReviewThreshold: input.realisedSavingsReviewThreshold } : {}),
      updatedBy: caller.id,
      updatedAt: now,
    };
    await tx
      .insert(tenantSettings)
      .values({ tenantId: caller.tenantId, ...policy })
      .onConflictDoUpdate({ target: tenantSettings.tenantId, set: policy });
  });
  return getSettings(db, caller.tenantId);
}
