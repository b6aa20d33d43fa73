import { SUBMITTED_RANGES, type FacetBucket, type SearchFacets, type SearchQuery, type SubmittedRange } from '@idea-portal/contracts';

/**
 * The matching ideas counted per combination of facet values: status, category, location and
 * unit ('' for none) and `range`, the innermost submitted range (0 = last 7 days, 1 = last 30,
 * 2 = last 365, 3 = older). A few hundred rows at most, whatever the number of ideas; the total
 * and every facet come from it.
 */
export interface CubeCell {
  status: string;
  category: string;
  location: string;
  unit: string;
  range: number;
  n: number;
}

type Filter = 'status' | 'category' | 'location' | 'unit' | 'submitted';

const IN_RANGE: Record<SubmittedRange, (range: number) => boolean> = {
  '7d': (r) => r === 0,
  '30d': (r) => r <= 1,
  '365d': (r) => r <= 2,
  older: (r) => r === 3,
};

/** No filter on a facet, or the value is one of the filter's. */
function has(list: string[] | undefined, value: string): boolean {
  return !list?.length || list.includes(value);
}

// Called for every cell several times per request (a cube has up to a few thousand cells): no
// closure is created per call.
function passes(cell: CubeCell, query: SearchQuery, skip?: Filter): boolean {
  return (
    (skip === 'status' || has(query.status, cell.status)) &&
    (skip === 'category' || has(query.category, cell.category)) &&
    (skip === 'location' || has(query.location, cell.location)) &&
    (skip === 'unit' || has(query.unit, cell.unit)) &&
    (skip === 'submitted' || !query.submitted || IN_RANGE[query.submitted](cell.range))
  );
}

/** Counts per value of one facet, every other filter applied; biggest first, then by label. */
function facet(cells: CubeCell[], query: SearchQuery, name: 'status' | 'category' | 'location' | 'unit', label: (value: string) => string): FacetBucket[] {
  const counts = new Map<string, number>();
  for (const cell of cells) {
    const value = cell[name];
    if (value === '' || !passes(cell, query, name)) continue;
    counts.set(value, (counts.get(value) ?? 0) + cell.n);
  }
  return [...counts]
    .filter(([, count]) => count > 0)
    .map(([value, count]) => ({ value, label: label(value), count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The total (every filter applied) and the facets of a query from its cube. */
export function facetsOf(cells: CubeCell[], query: SearchQuery, labels: { category: Map<string, string>; unit: Map<string, string> }): { total: number; facets: SearchFacets } {
  let total = 0;
  for (const cell of cells) if (passes(cell, query)) total += cell.n;
  const submitted = SUBMITTED_RANGES.map((range) => {
    let count = 0;
    for (const cell of cells) if (IN_RANGE[range](cell.range) && passes(cell, query, 'submitted')) count += cell.n;
    return { value: range, label: range, count };
  });
  return {
    total,
    facets: {
      status: facet(cells, query, 'status', (v) => v),
      category: facet(cells, query, 'category', (v) => labels.category.get(v) ?? v),
      location: facet(cells, query, 'location', (v) => v),
      unit: facet(cells, query, 'unit', (v) => labels.unit.get(v) ?? v),
      submitted,
    },
  };
}
