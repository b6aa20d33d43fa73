import type { SavedSearchQuery } from '@idea-portal/contracts';

export interface QueryParts {
  text: string | null;
  /** Chosen filter values (a date range counts once). */
  filters: number;
  sort: NonNullable<SavedSearchQuery['sort']> | null;
}

/** What a one-line reading of a saved query shows: its text, how many filters, the sort. */
export function queryParts(query: SavedSearchQuery): QueryParts {
  const filters = [query.status, query.category, query.location, query.unit].reduce((n, list) => n + (list?.length ?? 0), 0) + (query.from || query.to ? 1 : 0) + (query.submitted ? 1 : 0);
  return { text: query.q?.trim() || null, filters, sort: query.sort ?? null };
}
