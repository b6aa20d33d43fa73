import { describe, expect, it } from 'vitest';
import { ideasPer100, implementationRateOf, leadTimeWorkingDays, participationRateOf, percentile, weekdaysBetween } from './key-figures';

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
  it('is what lead times count in for now (weekends only)', () => {
    expect(leadTimeWorkingDays).toBe(weekdaysBetween);
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
