import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

afterEach(() => vi.restoreAllMocks());

describe('formatDate', () => {
  it('makes one formatter per language and style, however many dates a page shows', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 1; day <= 28; day++) {
      formatDate(`2024-02-${String(day).padStart(2, '0')}`, 'en');
      formatDateTime(`2024-02-${String(day).padStart(2, '0')}T08:00:00Z`, 'en');
      formatDate(`2024-02-${String(day).padStart(2, '0')}`, 'de');
    }
    expect(made.mock.calls.length).toBeLessThanOrEqual(3);
  });
});
