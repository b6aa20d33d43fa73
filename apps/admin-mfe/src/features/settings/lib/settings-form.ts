import { TenantSettingsUpdate, type TenantSettings } from '@idea-portal/contracts';

export interface SettingsFormValues {
  name: string;
  preferredLanguage: 'en' | 'de';
  currency: string;
  /** IANA zone ('' while the select is cleared). */
  timeZone: string;
  selfRegistrationEnabled: boolean;
  allowedDomains: string[];
  requireMfa: boolean;
  allowSelfAssessment: boolean;
  /** Realised savings above this need a second person ('' while the field is empty). */
  realisedSavingsReviewThreshold: number | string;
  /** Days after a decision in which the submitter may appeal ('' while empty). */
  appealPeriodDays: number | string;
  /** The payroll's wage type of premiums ('' clears it). */
  wageType: string;
}
type Field = keyof SettingsFormValues;

export function toFormValues(s: TenantSettings): SettingsFormValues {
  return {
    name: s.name,
    preferredLanguage: s.preferredLanguage,
    currency: s.currency,
    timeZone: s.timeZone,
    selfRegistrationEnabled: s.selfRegistration.enabled,
    allowedDomains: [...s.selfRegistration.allowedDomains],
    requireMfa: s.requireMfa,
    allowSelfAssessment: s.allowSelfAssessment,
    realisedSavingsReviewThreshold: s.realisedSavingsReviewThreshold,
    appealPeriodDays: s.appealPeriodDays,
    wageType: s.wageType ?? '',
  };
}

/** 'Example.com ', '@example.com' -> 'example.com'. */
export const normalizeDomain = (d: string) => d.trim().toLowerCase().replace(/^@+/, '');

/** The PUT body (the whole document). */
export function toBody(v: SettingsFormValues) {
  return {
    name: v.name.trim(),
    preferredLanguage: v.preferredLanguage,
    currency: v.currency.trim().toUpperCase(),
    timeZone: v.timeZone,
    selfRegistration: { enabled: v.selfRegistrationEnabled, allowedDomains: [...new Set(v.allowedDomains.map(normalizeDomain).filter(Boolean))] },
    requireMfa: v.requireMfa,
    allowSelfAssessment: v.allowSelfAssessment,
    realisedSavingsReviewThreshold: v.realisedSavingsReviewThreshold === '' ? Number.NaN : Number(v.realisedSavingsReviewThreshold),
    appealPeriodDays: v.appealPeriodDays === '' ? Number.NaN : Number(v.appealPeriodDays),
    wageType: v.wageType.trim(),
  };
}

export interface SettingsError {
  key: string;
  values?: Record<string, unknown>;
}

/** Checks the form with the contract's TenantSettingsUpdate; one message (i18n key) per field. */
export function validateSettings(values: SettingsFormValues): Partial<Record<Field, SettingsError>> {
  const body = toBody(values);
  const result = TenantSettingsUpdate.safeParse(body);
  if (result.success) return {};
  const errors: Partial<Record<Field, SettingsError>> = {};
  for (const issue of result.error.issues) {
    const [first, second, index] = issue.path;
    if (first === 'name' && !errors.name) errors.name = { key: issue.code === 'too_big' ? 'settings.errors.nameTooLong' : 'settings.errors.nameTooShort' };
    else if (first === 'currency' && !errors.currency) errors.currency = { key: 'settings.errors.currency' };
    else if (first === 'timeZone' && !errors.timeZone) errors.timeZone = { key: 'settings.errors.timeZone' };
    else if (first === 'realisedSavingsReviewThreshold' && !errors.realisedSavingsReviewThreshold) errors.realisedSavingsReviewThreshold = { key: 'settings.errors.threshold' };
    else if (first === 'appealPeriodDays' && !errors.appealPeriodDays) errors.appealPeriodDays = { key: 'settings.errors.appealPeriod' };
    else if (first === 'wageType' && !errors.wageType) errors.wageType = { key: 'settings.errors.wageType' };
    else if (first === 'selfRegistration' && second === 'allowedDomains' && !errors.allowedDomains) {
      errors.allowedDomains =
        typeof index === 'number'
          ? { key: 'settings.errors.domain', values: { domain: body.selfRegistration.allowedDomains[index] } }
          : { key: 'settings.errors.tooManyDomains' };
    }
  }
  return errors;
}

/** Whether a failed save names the time zone (400 VALIDATION_FAILED with `validation.unknownTimeZone` at body.timeZone). */
export function isUnknownTimeZone(error: unknown): boolean {
  const details = (error as { details?: { path?: string; message?: string }[] } | null)?.details;
  return details?.some((d) => d.path === 'body.timeZone' || d.message === 'validation.unknownTimeZone') ?? false;
}
