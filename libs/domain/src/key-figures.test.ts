import { describe, expect, it } from 'vitest';
import { ideasPer100, implementationRateOf, leadTimeWorkingDays, participationRateOf, percentile, publicHolidayDays, weekdaysBetween } from './key-figures';

/** Weekdays counted one day at a time: what the closed form must equal. */
function slowWeekdays(from: string, to: string) {
  let n = 0;
  for (let d = new Date(`${from}T00:00:00Z`); d < new Date(`${to}T00:00:00Z`); ) {
    d = new Date(d.getTime() + 86_400_000);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) n++;
  }
  return n;
}

describe('weekdaysBetween', () => {
  it('counts the weekdays after the first day up to the last', () => {
    expect(weekdaysBetween('2025-03-03', '2025-03-03')).toBe(0); // same Monday
    expect(weekdaysBetween('2025-03-03', '2025-03-04')).toBe(1);
    expect(weekdaysBetween('2025-03-07', '2025-03-10')).toBe(1); // Friday to Monday
    expect(weekdaysBetween('2025-03-08', '2025-03-09')).toBe(0); // Saturday to Sunday
    expect(weekdaysBetween('2025-03-03', '2025-03-17')).toBe(10); // two weeks
    expect(weekdaysBetween('2025-12-29', '2026-01-05')).toBe(5); // across the year end
  });
  it('takes the UTC day of a timestamp', () => {
    expect(weekdaysBetween('2025-03-07T23:30:00Z', '2025-03-10T00:10:00Z')).toBe(1);
    expect(weekdaysBetween(new Date('2025-03-03T08:00:00Z'), new Date('2025-03-03T18:00:00Z'))).toBe(0);
  });
  it('equals a day-by-day count over two years of pairs', () => {
    const start = Date.UTC(2024, 11, 20);
    for (let a = 0; a < 30; a++) {
      for (let b = a; b < a + 400; b += 7 + (a % 5)) {
        const from = new Date(start + a * 86_400_000).toISOString().slice(0, 10);
        const to = new Date(start + b * 86_400_000).toISOString().slice(0, 10);
        expect(weekdaysBetween(from, to), `${from}..${to}`).toBe(slowWeekdays(from, to));
      }
    }
  });
});

describe('leadTimeWorkingDays (the tenant\'s calendar)', () => {
  const berlin = { state: 'BE', closingDays: [] } as const;
  const bavaria = { state: 'BY', closingDays: ['2025-12-29', '2025-12-30'] } as const;
  it('skips weekends, the state\'s public holidays and the closing days', () => {
    expect(leadTimeWorkingDays('2025-04-16', '2025-04-22', berlin)).toBe(2); // Good Friday and Easter Monday
    expect(leadTimeWorkingDays('2026-01-05', '2026-01-07', berlin)).toBe(2);
    expect(leadTimeWorkingDays('2026-01-05', '2026-01-07', bavaria)).toBe(1); // Epiphany in Bavaria only
    expect(leadTimeWorkingDays('2025-12-23', '2026-01-02', bavaria)).toBe(3); // 24 and 31 December, 2 January
    expect(leadTimeWorkingDays('2025-12-23', '2026-01-02', berlin)).toBe(5);
  });
  it('takes the UTC day of a timestamp and counts backwards as negative', () => {
    expect(leadTimeWorkingDays('2025-03-07T23:30:00Z', '2025-03-10T00:10:00Z', berlin)).toBe(1);
    expect(leadTimeWorkingDays('2025-03-10', '2025-03-07', berlin)).toBe(-1);
    expect(Object.is(leadTimeWorkingDays('2025-03-10', '2025-03-10', berlin), 0)).toBe(true);
  });
  it('equals the weekday count where no holiday or closing day falls', () => {
    expect(leadTimeWorkingDays('2025-03-03', '2025-03-28', berlin)).toBe(weekdaysBetween('2025-03-03', '2025-03-28'));
  });
  it('lists each day\'s states for the SQL table', () => {
    const days = new Map(publicHolidayDays(2025, ['BE', 'BY']));
    expect(days.get('2025-01-06')).toEqual(['BY']);
    expect(days.get('2025-03-08')).toEqual(['BE']); // Women\'s Day in Berlin
    expect(days.get('2025-12-25')).toEqual(['BE', 'BY']);
  });
});

describe('percentile (as PostgreSQL percentile_cont)', () => {
  it('interpolates between the closest ranks', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9.1);
    expect(percentile([0, 10], 0.9)).toBe(9);
  });
});

describe('rates', () => {
  it('implementation rate is implemented / decided', () => {
    expect(implementationRateOf(2, 3)).toBe(66.7);
    expect(implementationRateOf(0, 0)).toBeNull();
  });
  it('ideas per 100 employees and participation', () => {
    expect(ideasPer100(3, 4)).toBe(75);
    expect(ideasPer100(1, 0)).toBeNull();
    expect(participationRateOf(1, 3)).toBe(33.3);
  });
});
