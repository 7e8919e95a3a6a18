import { describe, expect, it } from 'vitest';
import { centsToInput, parseAmountToCents, parseHundredths, parsePercent } from './parse-decimal';

describe('an amount typed with a comma or a point, as whole cents', () => {
  it.each([
    ['1500', 150_000],
    ['1500,5', 150_050],
    ['1500,50', 150_050],
    ['1500.5', 150_050],
    ['1500.05', 150_005],
    ['0,29', 29],
    ['0.01', 1],
    ['1.500', 150_000],
    ['1.500,50', 150_050],
    ['1.234.567,89', 123_456_789],
    ['1,500.50', 150_050],
    ['$ 1.500,50', 150_050],
    ['  12,30 ', 1_230],
    ['100.000.000', 10_000_000_000],
  ])('%s is %i cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each([
    [''],
    ['abc'],
    ['12a'],
    ['-5'],
    ['+5'],
    ['1,500'],
    ['1,2,3'],
    ['12,345'],
    ['12.3.4'],
    ['1.50,5'],
    ['1.500.50'],
    ['1,500,50'],
    ['12,'],
    [',5'],
    ['1e3'],
    ['0'],
    ['0,00'],
    ['100.000.000,01'],
    ['9999999999999999'],
  ])('%j is not an amount', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });

  it('counts on the text: no floating point drift', () => {
    expect(parseHundredths('0,29')).toBe(29);
    expect(parseHundredths('1,15')).toBe(115);
    expect(parseHundredths('4,35')).toBe(435);
  });

  it('writes cents back for editing, which reads as the same amount', () => {
    for (const cents of [1, 29, 150_050, 123_456_789, 100]) {
      expect(parseAmountToCents(centsToInput(cents))).toBe(cents);
    }
    expect(centsToInput(150_050)).toBe('1500,50');
    expect(centsToInput(7)).toBe('0,07');
  });
});

describe('a percentage typed with a comma or a point', () => {
  it.each([
    ['15', 15],
    ['12,5', 12.5],
    ['7.25', 7.25],
    ['0', 0],
    ['100', 100],
  ])('%s is %d %%', (text, percent) => {
    expect(parsePercent(text)).toBe(percent);
  });

  it('refuses three decimals and words', () => {
    expect(parsePercent('7,255')).toBeNull();
    expect(parsePercent('quince')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });
});
