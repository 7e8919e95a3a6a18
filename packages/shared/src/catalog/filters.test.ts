import { describe, expect, it } from 'vitest';
import {
  compareSizes,
  FILTER_TEXT,
  optionValueLabel,
  PRICE_BAND_EDGES,
  priceBandOf,
} from './filter-texts.js';
import { FILTER_MSG } from './filters.js';
import { productFacetsQuerySchema, productListQuerySchema } from './schemas.js';

describe('price bands', () => {
  it('start at 0 and rise through round prices', () => {
    expect(PRICE_BAND_EDGES.slice(0, 6)).toEqual([0, 100, 150, 200, 250, 300]);
    expect(PRICE_BAND_EDGES).toContain(5000);
    expect([...PRICE_BAND_EDGES].sort((a, b) => a - b)).toEqual(PRICE_BAND_EDGES);
  });

  it('put a price in the band whose edge is at or below it', () => {
    expect(priceBandOf(0)).toBe(0);
    expect(priceBandOf(99)).toBe(0);
    expect(priceBandOf(100)).toBe(1);
    expect(priceBandOf(4999)).toBe(PRICE_BAND_EDGES.indexOf(4000));
    expect(priceBandOf(5000)).toBe(PRICE_BAND_EDGES.indexOf(5000));
    expect(priceBandOf(Number.MAX_SAFE_INTEGER)).toBe(PRICE_BAND_EDGES.length - 1);
  });
});

describe('filter query', () => {
  it('reads every filter from a query string', () => {
    expect(
      productListQuerySchema.parse({
        priceMin: '1000',
        priceMax: '5000',
        brand: ['Nike', ' Adidas ', 'Nike'],
        rating: '4',
        inStock: 'true',
        onSale: '0',
        genre: 'Mujer',
      }),
    ).toMatchObject({
      priceMin: 1000,
      priceMax: 5000,
      brand: ['Nike', 'Adidas'],
      rating: 4,
      inStock: true,
      onSale: false,
      genre: 'Mujer',
    });
    expect(productFacetsQuerySchema.parse({ brand: 'Puma' })).toEqual({ brand: ['Puma'] });
    expect(productFacetsQuerySchema.parse({ brand: 'Puma, Topper' })).toEqual({ brand: ['Puma', 'Topper'] });
    expect(productFacetsQuerySchema.safeParse({ brand: 'Puma,,Topper' }).error?.issues[0]?.message).toBe(
      FILTER_MSG.invalidBrand,
    );
  });

  it('refuses a min above the max, a rating of 7 and a flag that is not yes or no, in Spanish', () => {
    const issues = (input: object) =>
      productListQuerySchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ priceMin: '500', priceMax: '100' })).toEqual([['priceMax', FILTER_MSG.priceRange]]);
    expect(issues({ rating: '7' })).toEqual([['rating', FILTER_MSG.invalidRating]]);
    expect(issues({ inStock: 'si' })).toEqual([['inStock', FILTER_MSG.invalidFlag]]);
    expect(issues({ brand: Array.from({ length: 21 }, (_, i) => `M${i}`) })).toEqual([
      ['brand', FILTER_MSG.tooManyBrands],
    ]);
    expect(issues({ priceMin: '100', priceMax: '100' })).toBeUndefined();
  });
});

describe('sizes and colours as the filter column shows them', () => {
  it('orders letter sizes, then numbers, then the rest by name', () => {
    const sizes = ['xl', '42', 's', 'único', '40,5', 'm', '38', 'xs'];
    expect([...sizes].sort(compareSizes)).toEqual(['xs', 's', 'm', 'xl', '38', '40,5', '42', 'único']);
  });

  it('writes a value as people read it, and one result in the singular', () => {
    expect(optionValueLabel('xl')).toBe('XL');
    expect(optionValueLabel('marrón')).toBe('Marrón');
    expect(optionValueLabel('42')).toBe('42');
    expect(FILTER_TEXT.showResults('1')).toBe('Ver 1 resultado');
    expect(FILTER_TEXT.showResults('1.234')).toBe('Ver 1.234 resultados');
  });
});
