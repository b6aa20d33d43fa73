import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_HOLIDAYS_MIGRATION, publicHolidaysMigration } from './public-holidays-migration';

describe('migration 0034 public_holidays', () => {
  it('holds the holidays libs/domain counts with (regenerate with npx tsx tools/calendar/public-holidays-migration.ts)', () => {
    expect(readFileSync(PUBLIC_HOLIDAYS_MIGRATION, 'utf8')).toBe(publicHolidaysMigration());
  });
  it('has the holidays of a Bavarian and a Berlin year', () => {
    const text = publicHolidaysMigration();
    expect(text).toMatch(/\('2025-01-06','BW BY ST'\)/); // Epiphany, not in Berlin
    expect(text).toMatch(/\('2025-12-25','(BW BY BE BB HB HE HH MV NI NW RP SL SN ST SH TH)'\)/);
  });
});
