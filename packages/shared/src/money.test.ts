import { describe, expect, it } from 'vitest';
import { discountedCents, formatMoney, lineTotalCents, unitsToCents } from './money.js';

describe('discountedCents', () => {
  it.each([
    [2000, 10, 1800],
    [1999, 15, 1699], // 299.85 → 300
    [1050, 5, 997], // 52.5 rounds half up → 53
    [12000, 33, 8040],
    [999, 0, 999],
    [999, 100, 0],
    [1, 50, 0], // 0.5 → 1
  ])('%i cents with %i %% off → %i', (price, discount, expected) => {
    expect(discountedCents(price, discount)).toBe(expected);
  });
});

describe('lineTotalCents', () => {
  it('multiplies the rounded unit price, so a line equals the sum of its units', () => {
    expect(lineTotalCents(1999, 15, 3)).toBe(1699 * 3);
  });
});

describe('unitsToCents and formatMoney', () => {
  it('keeps two decimals and Spanish separators', () => {
    expect(unitsToCents(150)).toBe(15000);
    expect(formatMoney(123456)).toBe('$ 1.234,56');
    expect(formatMoney(1800)).toBe('$ 18,00');
    expect(formatMoney(0)).toBe('$ 0,00');
  });
});
