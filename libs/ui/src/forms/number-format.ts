/**
 * How a Mantine NumberInput writes numbers in the reader's language (part of
 * `@idea-portal/ui/forms`, so each form's chunk carries these few lines): German 25.000,50,
 * English 25,000.50. Mantine's own default is the English one whatever the language, so every
 * amount input spreads these props: `<NumberInput {...numberInputFormat(lang)} />`.
 */
export interface NumberInputFormat {
  decimalSeparator: string;
  /** Absent when the input shows no thousands (a percentage, a count of days). */
  thousandSeparator?: string;
}

const cache = new Map<string, NumberInputFormat>();

/** The separators of `language` (en, de, de-DE ...) as Intl writes them; `grouping: false` leaves the thousands ungrouped. */
export function numberInputFormat(language: string, { grouping = true }: { grouping?: boolean } = {}): NumberInputFormat {
  const key = `${language}|${grouping}`;
  const known = cache.get(key);
  if (known) return known;
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(language || 'en').formatToParts(12345.6);
  } catch {
    parts = new Intl.NumberFormat('en').formatToParts(12345.6);
  }
  const decimalSeparator = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  const format: NumberInputFormat = grouping ? { decimalSeparator, thousandSeparator: group } : { decimalSeparator };
  cache.set(key, format);
  return format;
}
