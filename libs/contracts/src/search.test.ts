import { describe, expect, it } from 'vitest';
import { SearchHit } from './search';

const HIT = {
  id: 'idea-1',
  title: 'Solar',
  status: 'review',
  category: null,
  submitter: null,
  location: null,
  unit: null,
  likes: 0,
  submittedAt: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  score: 1,
  highlights: { title: [{ text: 'Solar', match: true }], snippet: [] },
};

describe('SearchHit', () => {
  it('reads a hit from an API that does not yet say where else a word was found', () => {
    expect(SearchHit.parse(HIT).highlights.fields).toEqual([]);
  });

  it('keeps the fields it knows and refuses others', () => {
    expect(SearchHit.parse({ ...HIT, highlights: { ...HIT.highlights, fields: ['category', 'contributors'] } }).highlights.fields).toEqual(['category', 'contributors']);
    expect(SearchHit.safeParse({ ...HIT, highlights: { ...HIT.highlights, fields: ['password'] } }).success).toBe(false);
  });
});
