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
    expect(addGuestUnit(7, 2)).toBe(true);
    expect(addGuestUnit(7, 2)).toBe(true);
    expect(addGuestUnit(7, 2)).toBe(2);
    expect(getGuestCart()).toEqual([{ productId: 7, quantity: 2 }]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '')).toEqual([{ productId: 7, quantity: 2 }]);
  });

  it('gives a new cart one merge id that later lines keep', () => {
    expect(getMergeId()).toBeNull();
    addGuestUnit(1, 5);
    const id = getMergeId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    addGuestUnit(2, 5);
    expect(getMergeId()).toBe(id);
  });

  it('changes and removes lines, and counts units', () => {
    addGuestUnit(1, 5);
    addGuestUnit(2, 5);
    setGuestQuantity(1, 4);
    expect(guestUnits(getGuestCart())).toBe(5);
    removeGuestLine(1);
    expect(getGuestCart()).toEqual([{ productId: 2, quantity: 1 }]);
    removeGuestLine(2);
    // An emptied cart leaves nothing in storage.
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('clearing drops the lines and the merge id', () => {
    addGuestUnit(1, 5);
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
      ]),
    );
    expect(getGuestCart()).toEqual([{ productId: 1, quantity: 2 }]);
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(getGuestCart()).toEqual([]);
  });
});
