import { IDEA_STATUSES, SEARCH_SORTS, SUBMITTED_RANGES, searchQueryString, type SearchQuery } from '@idea-portal/contracts';

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined => (v && (values as readonly string[]).includes(v) ? (v as T) : undefined);
const listOf = (p: URLSearchParams, key: string) => {
  const values = p.getAll(key).filter(Boolean);
  return values.length ? values : undefined;
};

/** The search state kept in the page's URL (shareable); unknown or invalid values are left out. */
export function queryFromParams(p: URLSearchParams): SearchQuery {
  const status = p.getAll('status').filter((s): s is (typeof IDEA_STATUSES)[number] => (IDEA_STATUSES as readonly string[]).includes(s));
  const query: SearchQuery = {
    q: p.get('q')?.trim() || undefined,
    status: status.length ? status : undefined,
    category: listOf(p, 'category'),
    location: listOf(p, 'location'),
    unit: listOf(p, 'unit'),
    submitted: oneOf(SUBMITTED_RANGES, p.get('submitted')),
    from: p.get('from') ?? undefined,
    to: p.get('to') ?? undefined,
    sort: oneOf(SEARCH_SORTS, p.get('sort')),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as SearchQuery;
}

/** Whether the URL holds a search (text or any filter): then the page shows results. */
export const hasSearchState = (query: SearchQuery) => Object.keys(query).length > 0;

/** The page address for a search state. */
export function searchHref(query: SearchQuery): string {
  const qs = searchQueryString(query);
  return qs ? `/app/search?${qs}` : '/app/search';
}

/** A copy of `query` with one list value added or removed. */
export function toggleValue(query: SearchQuery, key: 'status' | 'category' | 'location' | 'unit', value: string): SearchQuery {
  const current = (query[key] ?? []) as string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const copy = { ...query } as Record<string, unknown>;
  if (next.length) copy[key] = next;
  else delete copy[key];
  return copy as SearchQuery;
}
