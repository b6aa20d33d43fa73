import { DEADLINE_STAGES, TenantSettingsUpdate, type DeadlineStage, type GermanState, type TenantSettings } from '@idea-portal/contracts';

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
  /** Deadlines ('' while a number field is empty). */
  deadlineState: GermanState;
  periods: Record<DeadlineStage, number | string>;
  closingDays: string[];
  reminderDaysBefore: number | string;
  escalationDaysOverdue: number | string;
}
type Field = keyof SettingsFormValues | `periods.${DeadlineStage}`;
const num = (v: number | string) => (v === '' ? Number.NaN : Number(v));

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
    deadlineState: s.deadlines.state,
    periods: { ...s.deadlines.periods },
    closingDays: [...s.deadlines.closingDays],
    reminderDaysBefore: s.deadlines.reminderDaysBefore,
    escalationDaysOverdue: s.deadlines.escalationDaysOverdue,
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
    realisedSavingsReviewThreshold: num(v.realisedSavingsReviewThreshold),
    appealPeriodDays: num(v.appealPeriodDays),
    wageType: v.wageType.trim(),
    deadlines: {
      state: v.deadlineState,
      periods: Object.fromEntries(DEADLINE_STAGES.map((s) => [s, num(v.periods[s])])) as Record<DeadlineStage, number>,
      closingDays: [...new Set(v.closingDays.map((d) => d.trim()).filter(Boolean))].sort(),
      reminderDaysBefore: num(v.reminderDaysBefore),
      escalationDaysOverdue: num(v.escalationDaysOverdue),
    },
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
    else if (first === 'deadlines' && second === 'periods' && typeof index === 'string') errors[`periods.${index as DeadlineStage}`] ??= { key: 'settings.errors.period' };
    else if (first === 'deadlines' && second === 'closingDays')
      errors.closingDays ??= { key: 'settings.errors.closingDay', values: { day: typeof index === 'number' ? body.deadlines.closingDays[index] : '' } };
    else if (first === 'deadlines' && second === 'reminderDaysBefore') errors.reminderDaysBefore ??= { key: 'settings.errors.reminderDays' };
    else if (first === 'deadlines' && second === 'escalationDaysOverdue') errors.escalationDaysOverdue ??= { key: 'settings.errors.escalationDays' };
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
