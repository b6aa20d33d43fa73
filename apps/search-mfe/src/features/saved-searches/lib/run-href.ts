import type { SavedSearchQuery } from '@idea-portal/contracts';
import { searchHref } from '../../../shared/lib/url-state';

/** Where running a saved search leads: the idea search with its whole state (text, filters, sort). */
export function runHref(query: SavedSearchQuery): string {
  return searchHref({ ...query, q: query.q?.trim() || undefined });
}

/** A short name proposed for saving a query: its text, else nothing. */
export const proposedName = (query: SavedSearchQuery) => (query.q ?? '').trim().slice(0, 80);
