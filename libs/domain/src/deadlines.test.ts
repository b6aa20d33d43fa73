import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  calendarDay,
  DEFAULT_DEADLINE_POLICY,
  deadlinePolicy,
  dueState,
  isEscalated,
  isWorkingDay,
  remindersDue,
  taskDueDate,
  workingDaysBetween,
  workingDaysOverdue,
  type DeadlinePolicy,
} from './deadlines';

const berlin: DeadlinePolicy = { ...DEFAULT_DEADLINE_POLICY, state: 'BE' };
const bavaria: DeadlinePolicy = { ...DEFAULT_DEADLINE_POLICY, state: 'BY' };
const closing: DeadlinePolicy = { ...DEFAULT_DEADLINE_POLICY, state: 'BE', closingDays: ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31'] };

describe('working days', () => {
  it.each([
    ['2026-11-27', berlin, true, 'a Friday'],
    ['2026-11-28', berlin, false, 'a Saturday'],
    ['2026-11-29', berlin, false, 'a Sunday'],
    ['2026-01-06', bavaria, false, 'Epiphany in Bavaria'],
    ['2026-01-06', berlin, true, 'Epiphany is no holiday in Berlin'],
    ['2027-03-08', berlin, false, "International Women's Day in Berlin"],
    ['2027-03-08', bavaria, true, "International Women's Day is no holiday in Bavaria"],
    ['2026-10-03', berlin, false, 'German Unity Day (a Saturday anyway)'],
    ['2026-12-25', bavaria, false, 'Christmas everywhere'],
    ['2026-12-29', closing, false, 'a company closing day'],
    ['2026-12-29', berlin, true, 'the same day without it'],
  ])('%s: %s (%s)', (day, policy, expected) => {
    expect(isWorkingDay(day, policy)).toBe(expected);
  });

  it.each([
    ['2026-11-27', 1, berlin, '2026-11-30', 'Friday + 1 skips the weekend'],
    ['2026-11-27', 0, berlin, '2026-11-27', '0 keeps a working day'],
    ['2026-11-28', 0, berlin, '2026-11-30', '0 moves a Saturday to Monday'],
    ['2026-01-05', 1, bavaria, '2026-01-07', 'Bavaria skips Epiphany'],
    ['2026-01-05', 1, berlin, '2026-01-06', 'Berlin does not'],
    ['2027-03-05', 1, berlin, '2027-03-09', "Berlin skips the weekend and Women's Day"],
    ['2026-12-22', 5, berlin, '2026-12-30', 'over Christmas and a weekend'],
    ['2026-12-29', 5, berlin, '2027-01-06', 'across the year end: New Year and a weekend'],
    ['2026-12-22', 5, closing, '2027-01-06', 'with the closing days between the years'],
    ['2026-12-23', 10, bavaria, '2027-01-11', 'Bavaria across the year end and Epiphany'],
  ])('%s + %i working days = %s (%s)', (start, n, policy, expected) => {
    expect(addWorkingDays(start, n, policy)).toBe(expected);
  });

  it('counts working days between two days, the inverse of adding them', () => {
    expect(workingDaysBetween('2026-12-29', '2027-01-06', berlin)).toBe(5);
    expect(workingDaysBetween('2027-01-06', '2026-12-29', berlin)).toBe(-5);
    expect(workingDaysBetween('2026-12-22', '2027-01-06', closing)).toBe(5);
    for (let n = 0; n < 30; n += 3) expect(workingDaysBetween('2026-12-15', addWorkingDays('2026-12-15', n, bavaria), bavaria)).toBe(n);
  });
});

describe('due dates', () => {
  it('starts on the day the task began in the tenant time zone', () => {
    // 23:30 UTC on Sunday is Monday in Berlin: the period counts from Monday.
    expect(calendarDay('2026-11-29T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-30');
    expect(calendarDay('2026-11-29T23:30:00Z', 'UTC')).toBe('2026-11-29');
    const policy = { ...berlin, periods: { ...berlin.periods, assess: 1 } };
    expect(taskDueDate({ kind: 'assess', since: '2026-11-29T23:30:00Z' }, policy, 'Europe/Berlin')).toBe('2026-12-01');
    expect(taskDueDate({ kind: 'assess', since: '2026-11-29T23:30:00Z' }, policy, 'UTC')).toBe('2026-11-30');
  });

  it('takes each stage its own period; revise and revision requests borrow one', () => {
    const policy = deadlinePolicy({ periods: { assess: 1, answerInquiry: 2, review: 3, expertOpinion: 4, implement: 5, decide: 6 } });
    const since = '2026-11-23T09:00:00Z'; // a Monday
    const due = (kind: Parameters<typeof taskDueDate>[0]['kind']) => taskDueDate({ kind, since }, policy, 'Europe/Berlin');
    expect([due('assess'), due('answerInquiry'), due('review'), due('expertOpinion'), due('implement'), due('decide')]).toEqual([
      '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01',
    ]);
    expect(due('revise')).toBe(due('answerInquiry'));
    expect(due('answerRevisionRequest')).toBe(due('assess'));
  });

  it('makes a postponed review due on its follow-up date', () => {
    expect(taskDueDate({ kind: 'review', since: '2026-11-23T09:00:00Z', followUpDate: '2027-02-01' }, berlin, 'Europe/Berlin')).toBe('2027-02-01');
  });

  it('completes a stored policy with the defaults', () => {
    expect(deadlinePolicy(null)).toEqual(DEFAULT_DEADLINE_POLICY);
    expect(deadlinePolicy({ state: 'BY', periods: { assess: 7 } as DeadlinePolicy['periods'] }).periods).toEqual({ ...DEFAULT_DEADLINE_POLICY.periods, assess: 7 });
  });
});

describe('due soon, overdue, escalation', () => {
  const policy = { ...berlin, reminderDaysBefore: 2, escalationDaysOverdue: 3 };
  it.each([
    ['2026-11-25', 'open', [], 'three working days before'],
    ['2026-11-26', 'dueSoon', ['dueSoon'], 'two working days before'],
    ['2026-11-30', 'dueSoon', ['dueToday'], 'on the due date'],
    ['2026-12-01', 'overdue', ['dueToday'], 'one working day overdue'],
    ['2026-12-03', 'overdue', ['dueToday', 'escalated'], 'three working days overdue'],
  ])('due Monday 2026-11-30, today %s: %s %j (%s)', (today, state, reminders) => {
    expect(dueState('2026-11-30', today, policy)).toBe(state);
    expect(remindersDue('2026-11-30', today, policy)).toEqual(reminders);
  });

  it('counts the escalation threshold in working days (a weekend does not count)', () => {
    expect(workingDaysOverdue('2026-11-26', '2026-11-30', policy)).toBe(2);
    expect(isEscalated('2026-11-26', '2026-11-30', policy)).toBe(false);
    expect(isEscalated('2026-11-26', '2026-12-01', policy)).toBe(true);
    expect(isEscalated('2026-12-23', '2027-01-04', policy)).toBe(true);
    expect(isEscalated('2026-12-23', '2027-01-04', { ...closing, escalationDaysOverdue: 3 })).toBe(false);
  });
});
