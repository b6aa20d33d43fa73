import type { SavedSearchQuery } from '@idea-portal/contracts';
import { paths } from '@idea-portal/platform';

/** Where running a saved search leads: the ideas search with its text and filters. */
export function runHref(query: SavedSearchQuery): string {
  return paths.app.ideas.getHref({
    q: query.q?.trim() || undefined,
    status: query.status?.length ? query.status.join(',') : undefined,
    category: query.category?.[0],
  });
}

/** A short name proposed for saving a query: its text, else nothing. */
export const proposedName = (query: SavedSearchQuery) => (query.q ?? '').trim().slice(0, 80);
