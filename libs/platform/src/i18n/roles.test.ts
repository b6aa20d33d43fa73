import { describe, expect, it } from 'vitest';
import { roleLabel } from './roles';

describe('roleLabel', () => {
  it('gives one name per role in each language', () => {
    expect(roleLabel('EVALUATORS', 'de')).toBe('Prüfer');
    expect(roleLabel('VIEWERS', 'de-DE')).toBe('Benutzer');
    expect(roleLabel('EVALUATORS', 'en')).toBe('Reviewer');
    expect(roleLabel('UNKNOWN', 'en')).toBe('UNKNOWN');
  });
});
