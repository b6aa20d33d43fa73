import { describe, expect, it } from 'vitest';
import { BOM, csvCell, csvLine } from './csv';

describe('csvCell', () => {
  it('neutralises formulas, quotes separators, quotes and line breaks', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+49 30 1234')).toBe("'+49 30 1234");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('Äpfel, Birnen')).toBe('"Äpfel, Birnen"');
    expect(csvCell('zwei\nZeilen')).toBe('"zwei\nZeilen"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-27T10:00:00.000Z');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
    expect(BOM).toBe('\uFEFF');
  });
});
