import { describe, expect, it } from 'vitest';
import { numberInputFormat } from './number-format';

describe('numberInputFormat', () => {
  it('German: thousands with a dot, decimals with a comma (25.000,50)', () => {
    expect(numberInputFormat('de')).toEqual({ decimalSeparator: ',', thousandSeparator: '.' });
    expect(numberInputFormat('de-DE')).toEqual({ decimalSeparator: ',', thousandSeparator: '.' });
  });

  it('English: thousands with a comma, decimals with a dot (25,000.50)', () => {
    expect(numberInputFormat('en')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
  });

  it('without grouping only the decimal separator (percentages, days)', () => {
    expect(numberInputFormat('de', { grouping: false })).toEqual({ decimalSeparator: ',' });
    expect(numberInputFormat('en', { grouping: false })).toEqual({ decimalSeparator: '.' });
  });

  it('an unknown or empty language falls back to English', () => {
    expect(numberInputFormat('')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
    expect(numberInputFormat('not a language!')).toEqual({ decimalSeparator: '.', thousandSeparator: ',' });
  });
});
