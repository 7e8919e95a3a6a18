import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, csvLine } from './money.mapper.js';

describe('CSV of the money screens', () => {
  it('writes amounts with a point and two decimals, negatives included', () => {
    expect(csvAmount(-123_450)).toBe('-1234.50');
    expect(csvAmount(5)).toBe('0.05');
    expect(csvAmount(null)).toBe('');
  });

  it('quotes what must be quoted and never lets a spreadsheet read a formula', () => {
    expect(csvField('Llegó "roto", sin caja')).toBe('"Llegó ""roto"", sin caja"');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvField('@suma')).toBe("'@suma");
    expect(csvLine([1, null, 'a'])).toBe('1,,a\r\n');
  });
});
