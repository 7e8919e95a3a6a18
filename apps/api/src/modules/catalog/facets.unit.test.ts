import { PRICE_BAND_EDGES, priceBandOf } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { suggestRanges } from './facets.js';
import { priceSpan } from './filters.js';

const band = (cents: number) => PRICE_BAND_EDGES.indexOf(cents);

describe('priceSpan', () => {
  it('counts a range whose ends fall on band edges from whole bands only', () => {
    expect(priceSpan(1000, 9999)).toEqual({ fullFrom: band(1000), fullTo: band(9000), partial: [] });
    expect(priceSpan(undefined, 4999)).toEqual({ fullFrom: 0, fullTo: band(4000), partial: [] });
    expect(priceSpan(25000, undefined)).toEqual({
      fullFrom: band(25000),
      fullTo: PRICE_BAND_EDGES.length - 1,
      partial: [],
    });
  });

  it('counts the cut ends of a range from their products', () => {
    expect(priceSpan(1234, 4321)).toEqual({
      fullFrom: band(1500),
      fullTo: band(3000),
      partial: [
        [1234, 1499],
        [4000, 4321],
      ],
    });
    // Both ends inside one band: one slice, no whole band.
    expect(priceSpan(1100, 1200)).toEqual({ fullFrom: 1, fullTo: 0, partial: [[1100, 1200]] });
    expect(priceBandOf(1100)).toBe(priceBandOf(1200));
  });
});

describe('suggestRanges', () => {
  it('cuts the prices in about thirds on band edges, each with its count', () => {
    const bands = new Map([
      [band(1000), 30],
      [band(2000), 30],
      [band(5000), 30],
      [band(10000), 10],
    ]);
    expect(suggestRanges(bands)).toEqual([
      { min: 0, max: 1999, count: 30 },
      { min: 2000, max: 4999, count: 30 },
      { min: 5000, max: null, count: 40 },
    ]);
  });

  it('offers no range when one would hold every price (a single band), nor for no products', () => {
    expect(suggestRanges(new Map([[band(1000), 5]]))).toEqual([]);
    expect(suggestRanges(new Map())).toEqual([]);
  });
});
