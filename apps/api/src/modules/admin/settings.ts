import type { TenantSettings, TenantSettingsUpdate } from '@idea-portal/contracts';
import { DEFAULT_APPEAL_PERIOD_DAYS, DEFAULT_DUTY_POLICY, deadlinePolicy } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { tenantDomains, tenants, tenantSettings, tenantSettingsHistory } from '../../db/schema';
import { actorName, newId } from '../ideas/write-kernel';
import { HttpError, notFound } from '../../errors';
import { pgCode } from './users';
import { checkVersion } from './versions';

/** The tenant's settings: name, language, currency and time zone from `tenants`, policy from `tenant_settings`. */
export async function getSettings(db: Database, tenantId: string): Promise<TenantSettings> {
  const [row] = await db
    .select({
      name: tenants.name,
      preferredLanguage: tenants.preferredLanguage,
      currency: tenants.currency,
      timeZone: tenants.timeZone,
      tenantUpdatedAt: tenants.updatedAt,
      version: tenants.settingsVersion,
      selfRegistrationEnabled: tenantSettings.selfRegistrationEnabled,
      allowedDomains: tenantSettings.allowedDomains,
      requireMfa: tenantSettings.requireMfa,
      allowSelfAssessment: tenantSettings.allowSelfAssessment,
      realisedSavingsReviewThreshold: tenantSettings.realisedSavingsReviewThreshold,
      appealPeriodDays: tenantSettings.appealPeriodDays,
      wageType: tenantSettings.wageType,
      deadlines: tenantSettings.deadlines,
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
    timeZone: row.timeZone,
    allowSelfAssessment: row.allowSelfAssessment ?? DEFAULT_DUTY_POLICY.allowSelfAssessment,
    realisedSavingsReviewThreshold: row.realisedSavingsReviewThreshold ?? DEFAULT_DUTY_POLICY.realisedSavingsReviewThreshold,
    appealPeriodDays: row.appealPeriodDays ?? DEFAULT_APPEAL_PERIOD_DAYS,
    wageType: row.wageType ?? null,
    deadlines: deadlinePolicy(row.deadlines),
    updatedAt: updated.length ? new Date(Math.max(...updated.map((d) => d.getTime()))).toISOString() : null,
    version: row.version,
  };
}

const domainTaken = (domain: string, index: number) =>
  new HttpError('DOMAIN_TAKEN', `The e-mail domain ${domain} belongs to another tenant`, [{ path: `body.selfRegistration.allowedDomains.${index}`, message: domain }]);

/**
 * Saves the whole settings document. `sent`: the version the client read (409 VERSION_CONFLICT
 * when stale). A new time zone is recorded for the activity log. A self-registration domain belongs to one tenant at most: one that another tenant
 * holds is refused with 409 DOMAIN_TAKEN (tenant_domains, migration 0019, enforces it for every writer).
 */
export async function putSettings(db: Database, caller: Caller, input: TenantSettingsUpdate, sent?: number): Promise<TenantSettings> {
  const now = new Date();
  const allowedDomains = [...new Set(input.selfRegistration.allowedDomains)];
  try {
    await db.transaction(async (tx) => {
      const [tenant] = await tx.select({ version: tenants.settingsVersion, timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, caller.tenantId)).for('update');
      if (!tenant) throw notFound('Tenant');
      checkVersion('settings', tenant.version, sent);
      if (allowedDomains.length) {
        const [held] = await tx
          .select({ domain: tenantDomains.domain })
          .from(tenantDomains)
          .where(and(inArray(tenantDomains.domain, allowedDomains), ne(tenantDomains.tenantId, caller.tenantId)))
          .limit(1);
        if (held) throw domainTaken(held.domain, allowedDomains.indexOf(held.domain));
      }
      await tx
        .update(tenants)
        .set({
          name: input.name,
          preferredLanguage: input.preferredLanguage,
          currency: input.currency,
          // Absent: unchanged (an older client sends the document without it).
          ...(input.timeZone !== undefined ? { timeZone: input.timeZone } : {}),
          updatedAt: now,
          settingsVersion: sql`${tenants.settingsVersion} + 1`,
        })
        .where(eq(tenants.id, caller.tenantId));
      // The activity log records a new time zone (it changes the times every PDF shows).
      if (input.timeZone !== undefined && input.timeZone !== tenant.timeZone) {
        await tx.insert(tenantSettingsHistory).values({
          id: newId('tsh'),
          tenantId: caller.tenantId,
          fieldName: 'timeZone',
          oldValue: tenant.timeZone,
          newValue: input.timeZone,
          actorId: caller.id,
          actorName: actorName(caller),
        });
      }
      const policy = {
        selfRegistrationEnabled: input.selfRegistration.enabled,
        allowedDomains,
        requireMfa: input.requireMfa,
        // Absent: unchanged (an older client sends the document without them).
        ...(input.allowSelfAssessment !== undefined ? { allowSelfAssessment: input.allowSelfAssessment } : {}),
        ...(input.realisedSavingsReviewThreshold !== undefined ? { realisedSavingsReviewThreshold: input.realisedSavingsReviewThreshold } : {}),
        ...(input.appealPeriodDays !== undefined ? { appealPeriodDays: input.appealPeriodDays } : {}),
        ...(input.wageType !== undefined ? { wageType: input.wageType } : {}),
        ...(input.deadlines !== undefined ? { deadlines: deadlinePolicy(input.deadlines) } : {}),
        updatedBy: caller.id,
        updatedAt: now,
      };
      await tx
        .insert(tenantSettings)
        .values({ tenantId: caller.tenantId, ...policy })
        .onConflictDoUpdate({ target: tenantSettings.tenantId, set: policy });
    });
  } catch (err) {
    // Another tenant claimed the domain between the check and the write (the trigger's primary key).
    if (pgCode(err) === '23505') throw new HttpError('DOMAIN_TAKEN', 'An e-mail domain in the list belongs to another tenant', [{ path: 'body.selfRegistration.allowedDomains', message: 'taken' }]);
    throw err;
  }
  return getSettings(db, caller.tenantId);
}
