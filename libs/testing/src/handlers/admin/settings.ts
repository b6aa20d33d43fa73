import { http, HttpResponse, type AnyHandler } from 'msw';
import { ActivityEntry, TenantSettings, TenantSettingsUpdate } from '@idea-portal/contracts';
import { deadlinePolicy } from '@idea-portal/domain';
import { fullName } from '../../fixtures/users';
import { mockCurrentUser, mockDb } from '../../mock-db';
import { bodyOf, newId, nowIso, validation, type UrlOf } from '../http-utils';
import { adminOnly, versionConflict } from './admin-only';

function settingsOf(): TenantSettings {
  const tenant = mockDb.tenants[0];
  return TenantSettings.parse({
    name: tenant?.name ?? 'Demo Corp',
    preferredLanguage: tenant?.preferredLanguage ?? 'en',
    currency: tenant?.currency ?? 'EUR',
    selfRegistration: mockDb.tenantPolicy.selfRegistration,
    requireMfa: mockDb.tenantPolicy.requireMfa,
    timeZone: mockDb.tenantPolicy.timeZone,
    allowSelfAssessment: mockDb.tenantPolicy.allowSelfAssessment,
    realisedSavingsReviewThreshold: mockDb.tenantPolicy.realisedSavingsReviewThreshold,
    appealPeriodDays: mockDb.tenantPolicy.appealPeriodDays,
    wageType: mockDb.tenantPolicy.wageType,
    deadlines: mockDb.tenantPolicy.deadlines,
    updatedAt: mockDb.tenantPolicy.updatedAt,
    version: mockDb.tenantPolicy.version,
  });
}

/** The tenant's settings: read and replace. */
export function createAdminSettingsHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/admin/settings'), () => {
      const denied = adminOnly();
      if (denied) return denied;
      return HttpResponse.json(settingsOf());
    }),
    http.put(u('/admin/settings'), async ({ request }) => {
      const denied = adminOnly();
      if (denied) return denied;
      const parsed = TenantSettingsUpdate.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const v = parsed.data;
      const version = mockDb.tenantPolicy.version;
      if (v.version !== undefined && v.version !== version) return versionConflict('settings', version, v.version);
      const before = mockDb.tenantPolicy.timeZone;
      if (v.timeZone !== undefined && v.timeZone !== before) {
        // The activity log records a new time zone, as the API does.
        const me = mockCurrentUser();
        mockDb.settingsHistory.push(
          ActivityEntry.parse({
            id: newId('tsh'),
            ideaId: null,
            ideaTitle: null,
            entityType: 'tenant',
            fieldName: 'timeZone',
            oldValue: before,
            newValue: v.timeZone,
            createdAt: nowIso(),
            actorName: fullName(me),
            actorPicture: null,
            actorId: me.id,
            subjectUserId: null,
            subjectName: null,
          }),
        );
      }
      const tenant = mockDb.tenants[0];
      if (tenant) Object.assign(tenant, { name: v.name, preferredLanguage: v.preferredLanguage, currency: v.currency });
      mockDb.tenantPolicy = {
        selfRegistration: { enabled: v.selfRegistration.enabled, allowedDomains: [...new Set(v.selfRegistration.allowedDomains)] },
        requireMfa: v.requireMfa,
        timeZone: v.timeZone ?? mockDb.tenantPolicy.timeZone,
        allowSelfAssessment: v.allowSelfAssessment ?? mockDb.tenantPolicy.allowSelfAssessment,
        realisedSavingsReviewThreshold: v.realisedSavingsReviewThreshold ?? mockDb.tenantPolicy.realisedSavingsReviewThreshold,
        appealPeriodDays: v.appealPeriodDays ?? mockDb.tenantPolicy.appealPeriodDays,
        wageType: v.wageType !== undefined ? v.wageType : mockDb.tenantPolicy.wageType,
        deadlines: v.deadlines ? deadlinePolicy(v.deadlines) : mockDb.tenantPolicy.deadlines,
        updatedAt: new Date().toISOString(),
        version: version + 1,
      };
      return HttpResponse.json(settingsOf());
    }),
  ];
}
