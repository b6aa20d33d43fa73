import type { DeadlineSettings, DeadlineStage, DueState, GermanState, IdeaStatus, TaskKind } from '@idea-portal/contracts';
import { getHolidays } from 'feiertagejs';

/**
 * The tenant's deadline policy: a due period per stage (working days), the state whose public
 * holidays are no working days, the company's closing days (YYYY-MM-DD), how many working days
 * before the due date the first reminder goes out (and a task counts as due soon), and after how
 * many working days overdue the idea managers are called in (escalation).
 */
export type DeadlinePolicy = DeadlineSettings;

/** Guidance asks for a first answer within 5-10 working days; the rest are conventions an admin changes. */
export const DEFAULT_DEADLINE_POLICY: DeadlinePolicy = {
  state: 'BE',
  periods: { assess: 10, answerInquiry: 5, review: 15, expertOpinion: 10, implement: 60, decide: 10 },
  closingDays: [],
  reminderDaysBefore: 2,
  escalationDaysOverdue: 3,
};

/** Completes a stored (possibly partial or older) policy with the defaults. */
export function deadlinePolicy(stored: Partial<DeadlinePolicy> | null | undefined): DeadlinePolicy {
  return {
    ...DEFAULT_DEADLINE_POLICY,
    ...(stored ?? {}),
    periods: { ...DEFAULT_DEADLINE_POLICY.periods, ...(stored?.periods ?? {}) },
    closingDays: [...new Set(stored?.closingDays ?? [])].sort(),
  };
}

/**
 * Which stage's period a task runs on: the six stages their own; revising after requested
 * changes runs on the inquiry-answer period (the submitter answers), a revision request on the
 * first-assessment period (the idea managers answer it before the assessment goes on), an
 * appeal on the final-decision period (the idea managers decide it as they decide an idea).
 */
export function deadlineStageOf(kind: TaskKind): DeadlineStage {
  if (kind === 'revise') return 'answerInquiry';
  if (kind === 'decideAppeal') return 'decide';
  // An escalation carries the due date of the task that ran over; it has no period of its own.
  if (kind === 'answerRevisionRequest' || kind === 'escalation') return 'assess';
  return kind;
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDay(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

const holidayCache = new Map<string, ReadonlySet<string>>();

/** The public holidays of a state in a year (feiertagejs), as YYYY-MM-DD. */
export function publicHolidays(year: number, state: GermanState): ReadonlySet<string> {
  const key = `${state}:${year}`;
  let days = holidayCache.get(key);
  if (!days) {
    days = new Set(getHolidays(year, state).map((h) => h.dateString));
    holidayCache.set(key, days);
  }
  return days;
}

/** The working calendar: the state's holidays and the company's closing days. */
export type WorkingCalendar = { state: GermanState; closingDays: readonly string[] };

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
const dayString = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** A working day: Monday to Friday, no public holiday of the state, no closing day. */
export function isWorkingDay(day: string, calendar: WorkingCalendar): boolean {
  const weekday = new Date(dayNumber(day) * 86_400_000).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (publicHolidays(Number(day.slice(0, 4)), calendar.state).has(day)) return false;
  return !calendar.closingDays.includes(day);
}

/** The day N working days after `day` (N = 0: `day` itself when it is a working day, else the next). */
export function addWorkingDays(day: string, n: number, calendar: WorkingCalendar): string {
  let current = dayNumber(day);
  if (n === 0) {
    while (!isWorkingDay(dayString(current), calendar)) current += 1;
    return dayString(current);
  }
  let left = n;
  while (left > 0) {
    current += 1;
    if (isWorkingDay(dayString(current), calendar)) left -= 1;
  }
  return dayString(current);
}

/** Working days after `from` up to and including `to` (negative when `to` is before `from`). */
export function workingDaysBetween(from: string, to: string, calendar: WorkingCalendar): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (b < a) return -workingDaysBetween(to, from, calendar);
  let count = 0;
  for (let d = a + 1; d <= b; d += 1) if (isWorkingDay(dayString(d), calendar)) count += 1;
  return count;
}

/**
 * A task's due date: the day its period of working days ends, counted from the day (in the
 * tenant's time zone) the task began; a postponed review is due on its follow-up date.
 */
export function taskDueDate(
  task: { kind: TaskKind; since: Date | string; followUpDate?: string | null },
  policy: DeadlinePolicy,
  timeZone: string,
): string {
  if (task.kind === 'review' && task.followUpDate) return task.followUpDate.slice(0, 10);
  return addWorkingDays(calendarDay(task.since, timeZone), policy.periods[deadlineStageOf(task.kind)], policy);
}

/** Overdue after the due date; due soon from `reminderDaysBefore` working days before it up to the due date. */
export function dueState(dueDate: string, today: string, policy: DeadlinePolicy): DueState {
  if (today > dueDate) return 'overdue';
  return workingDaysBetween(today, dueDate, policy) <= policy.reminderDaysBefore ? 'dueSoon' : 'open';
}

/** Working days a task is overdue today (0 when not overdue). */
export function workingDaysOverdue(dueDate: string, today: string, policy: DeadlinePolicy): number {
  return today > dueDate ? Math.max(0, workingDaysBetween(dueDate, today, policy)) : 0;
}

/** Escalated: at least `escalationDaysOverdue` working days past the due date. */
export function isEscalated(dueDate: string, today: string, policy: DeadlinePolicy): boolean {
  return workingDaysOverdue(dueDate, today, policy) >= policy.escalationDaysOverdue;
}

/** The reminders a task is owed on `today`: before its due date, on it, and the escalation. */
export type DeadlineReminder = 'dueSoon' | 'dueToday' | 'escalated';

/**
 * Which reminders a task is owed on `today` (each sent once; the job records what it sent, so a
 * missed day still sends the latest one that applies): the early reminder from `reminderDaysBefore`
 * working days before the due date, the one on the due date (and after it), and the escalation.
 */
export function remindersDue(dueDate: string, today: string, policy: DeadlinePolicy): DeadlineReminder[] {
  const out: DeadlineReminder[] = [];
  if (today >= dueDate) out.push('dueToday');
  else if (dueState(dueDate, today, policy) === 'dueSoon') out.push('dueSoon');
  if (isEscalated(dueDate, today, policy)) out.push('escalated');
  return out;
}

/** The task the idea's current stage waits for (its due date is the stage's), or null when no stage runs. */
export function stageTaskOf(status: IdeaStatus): 'assess' | 'review' | 'implement' | 'decide' | null {
  switch (status) {
    case 'first_assessment':
      return 'assess';
    case 'review':
      return 'review';
    case 'implementation':
      return 'implement';
    case 'final_decision':
      return 'decide';
    default:
      return null;
  }
}

/**
 * The current stage's due date of an idea (the Process tab and the case file): the stage's
 * period from when the idea entered it, a postponed review on its follow-up date; null when no
 * stage runs (draft, accepted, completed, rejected).
 */
export function stageDue(
  idea: { status: IdeaStatus; statusChangedAt: Date | string; followUpDate?: string | null },
  policy: DeadlinePolicy,
  timeZone: string,
  today: Date,
): { stage: DeadlineStage; dueDate: string; dueState: DueState } | null {
  const kind = stageTaskOf(idea.status);
  if (!kind) return null;
  const dueDate = taskDueDate({ kind, since: idea.statusChangedAt, followUpDate: idea.followUpDate }, policy, timeZone);
  return { stage: deadlineStageOf(kind), dueDate, dueState: dueState(dueDate, calendarDay(today, timeZone), policy) };
}
