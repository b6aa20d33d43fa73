import { describe, expect, it } from 'vitest';
import { exportUrl, localDay } from './ExportMenu';

describe('export menu', () => {
  it("asks for the list's query, the format and the reader's language; names the file by the local day", () => {
    expect(exportUrl('/ideas/export', { status: 'review,implementation', category: undefined, q: '' }, 'csv', 'de-DE')).toBe(
      '/ideas/export?status=review%2Cimplementation&format=csv&lang=de',
    );
    // A search's repeated parameters stay repeated.
    expect(exportUrl('/search/ideas/export', 'status=review&status=accepted&q=W%C3%A4rme', 'xlsx', 'en')).toBe(
      '/search/ideas/export?status=review&status=accepted&q=W%C3%A4rme&format=xlsx&lang=en',
    );
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
