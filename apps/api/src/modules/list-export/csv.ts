/** A value of an exported table: text, a number, a point in time, or empty. */
export type Cell = string | number | Date | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula (CSV injection): such a cell gets a
 * leading apostrophe, so Excel and LibreOffice show the text instead of running it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formulas neutralised, quoted when it holds a separator, quote or line break (RFC 4180). */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF. */
export const csvLine = (cells: readonly Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** The byte order mark: Excel reads the file as UTF-8 (umlauts) only with it. */
export const BOM = '\uFEFF';
