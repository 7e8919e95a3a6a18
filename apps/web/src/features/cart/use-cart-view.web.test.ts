import { describe, expect, it } from 'vitest';
import type { CartLine } from './types';
import { localLineOf } from './use-cart-view';

const detailed = (productId: number, variantId: number): CartLine => ({
  id: variantId,
  productId,
  variantId,
  variantLabel: '',
  name: 'Zapatillas',
  image: [],
  thumbs: [],
  stock: 5,
  active: true,
  available: true,
  priceCents: 100,
  discount: 0,
  finalPriceCents: 100,
  quantity: 1,
  lineTotalCents: 100,
});

describe("a guest cart's detailed line and the guest's own", () => {
  it('finds each size of one shoe by its variant, so changing one leaves the other', () => {
    const local = [
      { productId: 9, variantId: 42, quantity: 1 },
      { productId: 9, variantId: 43, quantity: 2 },
    ];
    expect(localLineOf(detailed(9, 43), local)).toBe(local[1]);
    expect(localLineOf(detailed(9, 42), local)).toBe(local[0]);
  });

  it('finds a line kept before variants (the product alone) by its product, and nothing for a line removed', () => {
    const local = [{ productId: 4, quantity: 3 }];
    expect(localLineOf(detailed(4, 40), local)).toBe(local[0]);
    expect(localLineOf(detailed(5, 50), local)).toBeUndefined();
  });
});
