/** The search's options, limits and query string as values (no zod), for pages that only need them. */
import type { SearchQuery } from './search';

export const SEARCH_SORTS = ['relevance', 'date', 'likes'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Submitted date ranges: within the last 7 / 30 / 365 days, or longer ago. */
export const SUBMITTED_RANGES = ['7d', '30d', '365d', 'older'] as const;
export type SubmittedRange = (typeof SUBMITTED_RANGES)[number];

export const SEARCH_LIMITS = {
  qMax: 200,
  /** Words of `q` that take part in the search (the rest are ignored). */
  wordsMax: 10,
  limitDefault: 20,
  limitMax: 50,
  /** Values per filter. */
  valuesMax: 50,
  /** Deepest offset a cursor may point to. */
  offsetMax: 10_000,
} as const;

export const SEARCH_MATCH_FIELDS = ['category', 'tags', 'submitter', 'contributors', 'location', 'unit'] as const;
export type SearchMatchField = (typeof SEARCH_MATCH_FIELDS)[number];

/** Splits `q` into the words the search uses (letters and digits; accents kept, the database strips them). */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, SEARCH_LIMITS.wordsMax) ?? [];
}

/** The query string for a search state (repeated parameters for lists; empty values left out). */
export function searchQueryString(query: SearchQuery & { cursor?: string; limit?: number }): string {
  const params: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.push(`${key}=${encodeURIComponent(String(v))}`);
  }
  return params.join('&');
}
