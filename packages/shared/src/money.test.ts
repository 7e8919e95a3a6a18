import { afterEach, describe, expect, it } from 'vitest';
import {
  currencyPrefix,
  DEFAULT_SHOP_CURRENCY,
  discountedCents,
  formatMoney,
  formatWholeMoney,
  isShopCurrency,
  lineTotalCents,
  SHOP_CURRENCIES,
  setShopCurrency,
  unitsToCents,
} from './money.js';

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
    expect(formatMoney(123456)).toBe('US$ 1.234,56');
    expect(formatMoney(1800)).toBe('US$ 18,00');
    expect(formatMoney(0)).toBe('US$ 0,00');
  });
});

describe("formatMoney in the shop's currency", () => {
  afterEach(() => setShopCurrency(DEFAULT_SHOP_CURRENCY));

  it('writes the same sign beside an input and on a chart axis as in every amount', () => {
    for (const code of SHOP_CURRENCIES) {
      setShopCurrency(code);
      expect(formatMoney(123456).startsWith(`${currencyPrefix()} `)).toBe(true);
      expect(formatWholeMoney(123456)).toBe(`${currencyPrefix()} 1.235`);
      expect(formatWholeMoney(-5_000_000)).toBe(`-${currencyPrefix()} 50.000`);
    }
  });

  it.each(SHOP_CURRENCIES)('writes %s as Intl does for es-AR', (code) => {
    setShopCurrency(code);
    const intl = new Intl.NumberFormat('es-AR', { style: 'currency', currency: code });
    for (const cents of [0, 1, 1800, 123456, 1_800_000_50, -1850]) {
      expect(formatMoney(cents)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '));
    }
  });

  it('cannot be misread: dollars are US$, pesos are $', () => {
    setShopCurrency('ARS');
    expect(formatMoney(1_800_000)).toBe('$ 18.000,00');
    setShopCurrency('USD');
    expect(formatMoney(1800)).toBe('US$ 18,00');
    expect([isShopCurrency('ARS'), isShopCurrency('CLP'), isShopCurrency(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
