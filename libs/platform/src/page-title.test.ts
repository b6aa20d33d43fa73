import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './page-title';

describe('formatPageTitle', () => {
  it('ends in the product name the header shows, per language', () => {
    expect(formatPageTitle('Ideen', 'de')).toBe('Ideen | Ideenportal');
    expect(formatPageTitle('Ideas', 'en')).toBe('Ideas | Idea Portal');
    expect(formatPageTitle(null, 'de-AT')).toBe('Ideenportal');
  });
});
