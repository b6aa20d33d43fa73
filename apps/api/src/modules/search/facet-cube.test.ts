import { describe, expect, it } from 'vitest';
import { facetsOf, type CubeCell } from './facet-cube';

const cell = (status: string, category: string, location: string, unit: string, range: number, n: number): CubeCell => ({ status, category, location, unit, range, n });
const labels = { category: new Map([['cat-a', 'Alpha'], ['cat-b', 'Beta']]), unit: new Map([['ou-1', 'Werk 1']]) };

const CUBE = [
  cell('review', 'cat-a', 'Munich', 'ou-1', 0, 2),
  cell('review', 'cat-b', '', 'ou-1', 2, 3),
  cell('accepted', 'cat-a', 'Berlin', '', 3, 4),
  cell('accepted', '', 'Munich', 'ou-1', 1, 1),
  // A combination whose ideas have all moved on: counted as nothing.
  cell('draft', 'cat-b', '', '', 0, 0),
];

describe('facetsOf', () => {
  it('counts every facet with the other filters applied, biggest first, and leaves out "none"', () => {
    const { total, facets } = facetsOf(CUBE, {}, labels);
    expect(total).toBe(10);
    expect(facets.status).toEqual([
      { value: 'accepted', label: 'accepted', count: 5 },
      { value: 'review', label: 'review', count: 5 },
    ]);
    expect(facets.category).toEqual([
      { value: 'cat-a', label: 'Alpha', count: 6 },
      { value: 'cat-b', label: 'Beta', count: 3 },
    ]);
    expect(facets.location.map((b) => [b.value, b.count])).toEqual([['Berlin', 4], ['Munich', 3]]);
    expect(facets.unit).toEqual([{ value: 'ou-1', label: 'Werk 1', count: 6 }]);
    // The ranges nest: the last 30 days hold the last 7.
    expect(facets.submitted.map((b) => [b.value, b.count])).toEqual([['7d', 2], ['30d', 3], ['365d', 6], ['older', 4]]);
  });

  it("keeps a facet's own values when it is filtered and narrows the others", () => {
    const { total, facets } = facetsOf(CUBE, { status: ['review'], submitted: '30d' }, labels);
    expect(total).toBe(2);
    expect(facets.status.map((b) => [b.value, b.count])).toEqual([['review', 2], ['accepted', 1]]);
    expect(facets.category.map((b) => [b.value, b.count])).toEqual([['cat-a', 2]]);
    expect(facets.submitted.map((b) => [b.value, b.count])).toEqual([['7d', 2], ['30d', 2], ['365d', 5], ['older', 0]]);
  });
});
