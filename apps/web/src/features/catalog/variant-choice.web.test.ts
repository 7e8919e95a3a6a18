import type { ProductOption, ProductVariant } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import {
  chosenVariant,
  missingChoiceMessage,
  readChoice,
  shownForChoice,
  valueState,
  writeChoice,
} from './variant-choice';

const options: ProductOption[] = [
  { name: 'Talle', values: ['41', '42', '45'] },
  { name: 'Color', values: ['Negro', 'Blanco'] },
];

let nextId = 1;
const variant = (values: string[], over: Partial<ProductVariant> = {}): ProductVariant => ({
  id: nextId++,
  values,
  stock: 3,
  priceCents: null,
  finalPriceCents: 10_000,
  sku: null,
  image: [],
  hidden: false,
  ...over,
});

// 41 comes in both colours; 42 black has its own price and pictures, 42 white is sold out;
// 45 only in white, and 45 black was taken out of the grid (hidden).
const variants = [
  variant(['41', 'Negro']),
  variant(['41', 'Blanco']),
  variant(['42', 'Negro'], { priceCents: 12_000, finalPriceCents: 12_000, image: ['/n1.webp', '/n2.webp'] }),
  variant(['42', 'Blanco'], { stock: 0 }),
  variant(['45', 'Blanco'], { stock: 0 }),
  variant(['45', 'Negro'], { hidden: true }),
];

describe('which values a buyer can choose', () => {
  it('offers every value that some variant with stock has, before anything is chosen', () => {
    const none = [undefined, undefined];
    expect(options[0]?.values.map((v) => valueState(variants, none, 0, v))).toEqual([
      'available',
      'available',
      // 45 exists only sold out (white) or hidden (black).
      'soldOut',
    ]);
    expect(options[1]?.values.map((v) => valueState(variants, none, 1, v))).toEqual([
      'available',
      'available',
    ]);
  });

  it('judges a value with the other values chosen: sold out, or no such combination', () => {
    // With white chosen, 42 white has no stock and 45 white neither.
    expect(valueState(variants, [undefined, 'Blanco'], 0, '42')).toBe('soldOut');
    expect(valueState(variants, [undefined, 'Blanco'], 0, '41')).toBe('available');
    // With black chosen, 45 black is hidden: the combination is not on sale.
    expect(valueState(variants, [undefined, 'Negro'], 0, '45')).toBe('missing');
    // A value is judged against the others, not against itself: 42 chosen, white is sold out.
    expect(valueState(variants, ['42', undefined], 1, 'Blanco')).toBe('soldOut');
    expect(valueState(variants, ['42', 'Blanco'], 1, 'Negro')).toBe('available');
  });
});

describe('the choice in the URL', () => {
  it('writes each option under its name in lower case and reads it back', () => {
    const written = writeChoice(options, ['42', 'Negro'], new URLSearchParams('ref=home'));
    expect(written.toString()).toBe('ref=home&talle=42&color=Negro');
    expect(readChoice(options, written)).toEqual(['42', 'Negro']);
  });

  it('takes an unchosen option out, keeps the case the seller wrote, and ignores unknown values', () => {
    const params = writeChoice(options, [undefined, 'Negro'], new URLSearchParams('talle=42&color=Blanco'));
    expect(params.toString()).toBe('color=Negro');
    expect(readChoice(options, new URLSearchParams('talle=99&color=negro'))).toEqual([undefined, 'Negro']);
  });
});

describe('adding without a complete choice', () => {
  it("asks for the first option left ('Elige un talle'), then the next, and names no variant", () => {
    expect(missingChoiceMessage(options, [undefined, 'Negro'])).toBe('Elige un talle');
    expect(missingChoiceMessage(options, ['42', undefined])).toBe('Elige un color');
    expect(chosenVariant(variants, options, ['42', undefined])).toBeUndefined();
  });

  it('names the variant once every option has a value, and the only one of a product without options', () => {
    expect(missingChoiceMessage(options, ['42', 'Negro'])).toBeNull();
    expect(chosenVariant(variants, options, ['42', 'Negro'])?.id).toBe(variants[2]?.id);
    // A hidden combination is no variant to buy.
    expect(chosenVariant(variants, options, ['45', 'Negro'])).toBeUndefined();
    const single = variant([]);
    expect(chosenVariant([single], [], [])).toBe(single);
    expect(missingChoiceMessage([], [])).toBeNull();
  });
});

describe('price and pictures follow the choice', () => {
  const product = { priceCents: 10_000, finalPriceCents: 10_000, image: ['/p.webp'], variants };

  it("shows the chosen variant's price and pictures, the product's when it has none of its own", () => {
    expect(shownForChoice(product, ['42', 'Negro'])).toEqual({
      priceCents: 12_000,
      finalPriceCents: 12_000,
      image: ['/n1.webp', '/n2.webp'],
    });
    expect(shownForChoice(product, ['41', 'Negro'])).toEqual({
      priceCents: 10_000,
      finalPriceCents: 10_000,
      image: ['/p.webp'],
    });
  });

  it("keeps the product's while the variants still allowed disagree", () => {
    expect(shownForChoice(product, ['42', undefined]).image).toEqual(['/p.webp']);
    expect(shownForChoice(product, [undefined, undefined]).finalPriceCents).toBe(10_000);
  });
});
