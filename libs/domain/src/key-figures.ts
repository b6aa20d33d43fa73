import type { IdeaStatus, LEAD_TIME_STAGES } from '@idea-portal/contracts';
import { publicHolidays, workingDaysBetween, type WorkingCalendar } from './deadlines';

/**
 * The key figures as the German idea-management association (Zentrum Ideenmanagement) counts
 * them, over the cohort of ideas submitted in a period (see the README's table). The API counts
 * them in SQL over the workflow's history (apps/api/src/modules/key-indicators/figures.ts, the facts in idea_lead_facts);
 * tests pin that SQL to these functions.
 */

/** Decided: the final decision was taken (accepted, then completed) or the idea was rejected at any stage. */
export const DECIDED_STATUSES: readonly IdeaStatus[] = ['accepted', 'completed', 'rejected'];
/** Implemented: accepted in the final decision (after implementation), completed or not yet. */
export const DECIDED_IMPLEMENTED_STATUSES: readonly IdeaStatus[] = ['accepted', 'completed'];
/** The stages a lead time is measured for (LEAD_TIME_STAGES of the contracts): time spent in the status, summed when an idea comes back to it. */
export type LeadTimeStage = (typeof LEAD_TIME_STAGES)[number];

const DAY_MS = 86_400_000;
/** 1970-01-05 was a Monday: day 0 of the weekday count. */
const MONDAY_EPOCH = Date.UTC(1970, 0, 5);

/** Weekdays (Monday to Friday) in [1970-01-05, day): the closed form the SQL function `weekdays_between` shares. */
function weekdaysBefore(day: number): number {
  const days = Math.floor((day - MONDAY_EPOCH) / DAY_MS);
  return Math.floor(days / 7) * 5 + Math.min(days % 7, 5);
}

const utcDay = (d: Date | string) => {
  const t = new Date(d);
  return Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
};

/**
 * Weekdays after the UTC day of `from` up to and including the UTC day of `to` (the same day: 0;
 * Friday to Monday: 1). Weekends only, no public holidays.
 */
export function weekdaysBetween(from: Date | string, to: Date | string): number {
  return weekdaysBefore(utcDay(to) + DAY_MS) - weekdaysBefore(utcDay(from) + DAY_MS);
}

const utcDayString = (d: Date | string) => new Date(utcDay(d)).toISOString().slice(0, 10);

/**
 * The working days a lead time is counted in: after the UTC day of `from` up to and including the
 * UTC day of `to` (the same day: 0), on the tenant's working calendar: no weekends, no public
 * holidays of its German state, no company closing days (`isWorkingDay`, the rule the deadlines
 * count with). In SQL `working_days_between(tenant, a, b)` (migration 0035), reading the
 * `public_holidays` table generated from `publicHolidayDays` (migration 0034) and the tenant's
 * closing days; API tests pin the two to each other.
 */
export function leadTimeWorkingDays(from: Date | string, to: Date | string, calendar: WorkingCalendar): number {
  // + 0: the same day backwards is 0, not -0.
  return workingDaysBetween(utcDayString(from), utcDayString(to), calendar) + 0;
}

/** The years the `public_holidays` table holds (outside them only weekends and closing days count). */
export const PUBLIC_HOLIDAY_YEARS = { from: 2000, to: 2060 } as const;

/** Every state's public holidays in a year: day (YYYY-MM-DD) -> the states that keep it, days in order. */
export function publicHolidayDays(year: number, states: readonly WorkingCalendar['state'][]): [string, WorkingCalendar['state'][]][] {
  const byDay = new Map<string, WorkingCalendar['state'][]>();
  for (const state of states) for (const day of publicHolidays(year, state)) byDay.set(day, [...(byDay.get(day) ?? []), state]);
  return [...byDay].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * The p-quantile (0..1) with linear interpolation between closest ranks, as PostgreSQL's
 * `percentile_cont`; null for no values. Rounded to one decimal.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const v = sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
  return Math.round(v * 10) / 10;
}

/** One decimal (what the figures show). */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** Implementation rate: implemented / decided, a percentage with one decimal (null when nothing is decided). */
export function implementationRateOf(implemented: number, decided: number): number | null {
  return decided === 0 ? null : oneDecimal((implemented / decided) * 100);
}

/** Ideas per 100 employees (null without employees). */
export function ideasPer100(ideas: number, employees: number): number | null {
  return employees === 0 ? null : oneDecimal((ideas / employees) * 100);
}

/**
 * Participation rate: the share of employees who submitted at least once in the period, every
 * member of a team idea (submitter and contributors) counting; a percentage with one decimal.
 */
export function participationRateOf(participants: number, employees: number): number | null {
  return employees === 0 ? null : oneDecimal((participants / employees) * 100);
}
