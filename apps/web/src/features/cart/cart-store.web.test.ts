import { afterEach, describe, expect, it } from 'vitest';
import {
  addGuestUnit,
  CART_MERGE_ID_KEY,
  CART_STORAGE_KEY,
  clearGuestCart,
  getGuestCart,
  getMergeId,
  guestUnits,
  removeGuestLine,
  setGuestQuantity,
} from './cart-store';

afterEach(() => localStorage.clear());

describe('guest cart', () => {
  it('adds units up to the stock and answers how many the cart holds beyond it', () => {
    expect(addGuestUnit({ productId: 7 }, 2)).toBe(true);
    expect(addGuestUnit({ productId: 7 }, 2)).toBe(true);
    expect(addGuestUnit({ productId: 7 }, 2)).toBe(2);
    expect(getGuestCart()).toEqual([{ productId: 7, quantity: 2 }]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '')).toEqual([{ productId: 7, quantity: 2 }]);
  });

  it('gives a new cart one merge id that later lines keep', () => {
    expect(getMergeId()).toBeNull();
    addGuestUnit({ productId: 1 }, 5);
    const id = getMergeId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    addGuestUnit({ productId: 2 }, 5);
    expect(getMergeId()).toBe(id);
  });

  it('changes and removes lines, and counts units', () => {
    addGuestUnit({ productId: 1 }, 5);
    addGuestUnit({ productId: 2 }, 5);
    setGuestQuantity({ productId: 1 }, 4);
    expect(guestUnits(getGuestCart())).toBe(5);
    removeGuestLine({ productId: 1 });
    expect(getGuestCart()).toEqual([{ productId: 2, quantity: 1 }]);
    removeGuestLine({ productId: 2 });
    // An emptied cart leaves nothing in storage.
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps two sizes of one shoe as two lines, each held to its own stock and changed alone', () => {
    expect(addGuestUnit({ productId: 9, variantId: 42 }, 1)).toBe(true);
    expect(addGuestUnit({ productId: 9, variantId: 43 }, 5)).toBe(true);
    // Size 42 has one unit: a second is refused, although size 43 has more.
    expect(addGuestUnit({ productId: 9, variantId: 42 }, 1)).toBe(1);
    expect(addGuestUnit({ productId: 9, variantId: 43 }, 5)).toBe(true);
    expect(getGuestCart()).toEqual([
      { productId: 9, variantId: 42, quantity: 1 },
      { productId: 9, variantId: 43, quantity: 2 },
    ]);
    setGuestQuantity({ productId: 9, variantId: 42 }, 3);
    removeGuestLine({ productId: 9, variantId: 43 });
    expect(getGuestCart()).toEqual([{ productId: 9, variantId: 42, quantity: 3 }]);
    // A line kept before variants (the product alone) is another line, changed by its product.
    addGuestUnit({ productId: 9 }, 5);
    removeGuestLine({ productId: 9 });
    expect(getGuestCart()).toEqual([{ productId: 9, variantId: 42, quantity: 3 }]);
  });

  it('clearing drops the lines and the merge id', () => {
    addGuestUnit({ productId: 1 }, 5);
    clearGuestCart();
    expect(getGuestCart()).toEqual([]);
    expect(localStorage.getItem(CART_MERGE_ID_KEY)).toBeNull();
  });

  it('ignores lines a hand-edited or corrupt storage holds', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([
        { productId: 1, quantity: 2 },
        { productId: 'x', quantity: 1 },
        { productId: 3, quantity: 0 },
        { productId: 4, variantId: 'x', quantity: 1 },
        { productId: 5, variantId: 8, quantity: 1, extra: true },
      ]),
    );
    expect(getGuestCart()).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 5, variantId: 8, quantity: 1 },
    ]);
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(getGuestCart()).toEqual([]);
  });
});
