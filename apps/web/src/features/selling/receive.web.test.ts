import type { Commissions } from '@bazar/shared';
import { describe, expect, it } from 'vitest';
import { rateFor, unitReceipt } from './receive';

const commissions: Commissions = {
  defaultRate: 15,
  categories: [
    { categoryId: 1, categoryName: 'Libros', rate: 7.25 },
    { categoryId: 2, categoryName: 'Hogar', rate: null },
    { categoryId: 3, categoryName: 'Regalos', rate: 0 },
  ],
  updatedAt: null,
};

describe("the product form's 'Recibirás'", () => {
  it('takes the category’s own rate, else the general one', () => {
    expect(rateFor(commissions, 1)).toBe(7.25);
    expect(rateFor(commissions, 2)).toBe(15);
    expect(rateFor(commissions, 3)).toBe(0);
    expect(rateFor(commissions, 99)).toBe(15);
    expect(rateFor(commissions, null)).toBe(15);
  });

  it('is the discounted price less the commission, per unit', () => {
    // $ 1000 at the general 15 %: the seller receives $ 850.
    expect(unitReceipt({ price: '1000', discount: '0', categoryId: '' }, commissions)).toEqual({
      netCents: 85_000,
      ratePercent: 15,
    });
    // $ 1000 with 10 % off is $ 900; 15 % of it is $ 135.
    expect(unitReceipt({ price: '1000', discount: '10', categoryId: '2' }, commissions)?.netCents).toBe(
      76_500,
    );
    // 7.25 % of $ 999 is $ 72,4275, rounded half up to $ 72,43.
    expect(unitReceipt({ price: '999', discount: '0', categoryId: '1' }, commissions)?.netCents).toBe(92_657);
    // A category without commission: all of it.
    expect(unitReceipt({ price: '50', discount: '0', categoryId: '3' }, commissions)?.netCents).toBe(5_000);
  });

  it('rounds the discount and the commission to the cent as the shop does', () => {
    // $ 33 with 33 % off: 3300 − round(1089) = 2211 cents; 15 % of it is 331,65 → 332.
    expect(unitReceipt({ price: '33', discount: '33', categoryId: '' }, commissions)?.netCents).toBe(1_879);
  });

  it('a blank discount is none; an invalid price or discount says nothing', () => {
    expect(unitReceipt({ price: '100', discount: '', categoryId: '' }, commissions)?.netCents).toBe(8_500);
    expect(unitReceipt({ price: '', discount: '0', categoryId: '' }, commissions)).toBeNull();
    expect(unitReceipt({ price: '10.505', discount: '0', categoryId: '' }, commissions)).toBeNull();
    expect(unitReceipt({ price: '100', discount: '150', categoryId: '' }, commissions)).toBeNull();
    expect(unitReceipt({ price: 'cien', discount: '0', categoryId: '' }, commissions)).toBeNull();
  });
});
