import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-names';

describe('categoryLabel', () => {
  it('is the German name in German where one is set, else the name', () => {
    expect(categoryLabel({ name: 'Sustainability', nameDe: 'Nachhaltigkeit' }, 'de')).toBe('Nachhaltigkeit');
    expect(categoryLabel({ name: 'Sustainability', nameDe: 'Nachhaltigkeit' }, 'de-CH')).toBe('Nachhaltigkeit');
    expect(categoryLabel({ name: 'Sustainability', nameDe: 'Nachhaltigkeit' }, 'en')).toBe('Sustainability');
    expect(categoryLabel({ name: 'Product', nameDe: null }, 'de')).toBe('Product');
    expect(categoryLabel({ name: 'Product' }, 'de')).toBe('Product');
  });
});
