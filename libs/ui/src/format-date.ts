import { normalizeLanguage } from '@idea-portal/platform';

const LOCALES = { en: 'en-GB', de: 'de-DE' } as const;

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A local date ('12 Mar 2025' / '12.03.2025'); '' when missing or invalid. */
export function formatDate(iso: string | number | Date | null | undefined, lng?: string | null): string {
  const date = toDate(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALES[normalizeLanguage(lng)], { dateStyle: 'medium' }).format(date);
}

/** Local date and time to the minute. */
export function formatDateTime(iso: string | number | Date | null | undefined, lng?: string | null): string {
  const date = toDate(iso);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALES[normalizeLanguage(lng)], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
