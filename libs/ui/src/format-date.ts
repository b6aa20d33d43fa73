import { normalizeLanguage, type Language } from '@idea-portal/platform';

const LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * One formatter per language and style, made on first use: making an Intl.DateTimeFormat costs
 * far more than formatting with it, and the idea page formats dozens of dates in its first render
 * (on the throttled bench, new formatters took about 90 ms of it).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lng: string | null | undefined, withTime: boolean): Intl.DateTimeFormat {
  const language: Language = normalizeLanguage(lng);
  const key = `${language}:${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
    formatters.set(key, format);
  }
  return format;
}

/** A local date ('12 Mar 2025' / '12.03.2025'); '' when missing or invalid. */
export function formatDate(iso: string | number | Date | null | undefined, lng?: string | null): string {
  const date = toDate(iso);
  return date ? formatter(lng, false).format(date) : '';
}

/** Local date and time to the minute. */
export function formatDateTime(iso: string | number | Date | null | undefined, lng?: string | null): string {
  const date = toDate(iso);
  return date ? formatter(lng, true).format(date) : '';
}
