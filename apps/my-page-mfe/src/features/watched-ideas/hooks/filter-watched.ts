import type { IdeaSummary } from '@idea-portal/contracts';

/** Spec: the search filters by title, description or category, case-insensitive. */
export function filterWatched(ideas: readonly IdeaSummary[], query: string): IdeaSummary[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...ideas];
  return ideas.filter((i) => [i.title, i.description, i.category ?? ''].some((v) => v.toLowerCase().includes(needle)));
}
