import { describe, expect, it } from 'vitest';
import { csvDollars, csvField, csvLine } from './csv';

describe('csv', () => {
  it('quotes what a spreadsheet would split, and defuses formulas', () => {
    expect(csvField('Pho, large')).toBe('"Pho, large"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('writes dollars with two decimals, negative amounts too', () => {
    expect(csvDollars(1250)).toBe('12.50');
    expect(csvDollars(5)).toBe('0.05');
    expect(csvDollars(-199)).toBe('-1.99');
  });
});
