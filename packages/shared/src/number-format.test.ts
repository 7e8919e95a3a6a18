import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import { formatNumberEsAr } from './number-format.js';

const intl = (value: number, max: number, min: number) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: max, minimumFractionDigits: min }).format(value);

/** A fixed pseudo-random sequence: the same numbers on every run. */
function* numbers(count: number): Generator<number> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 16);
    const decimals = Math.floor(next() * 6);
    yield Number(((next() - 0.3) * scale).toFixed(decimals));
  }
}

describe('formatNumberEsAr', () => {
  it.each([
    0,
    -0,
    1,
    -1,
    5,
    999,
    1000,
    1234,
    12345,
    123456,
    1234567,
    1e15,
    1.2345678901234568e17,
    1e20,
    1e21,
    1e-7,
    0.5,
    1.005,
    1.0049999,
    2.675,
    4.35,
    4.25,
    4.05,
    0.0005,
    -0.0004,
    999.9995,
    999.99949,
    12345.6789,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER,
  ])('writes %d as Intl does', (value) => {
    for (const [max, min] of [
      [3, 0],
      [1, 0],
      [2, 2],
      [0, 0],
    ] as const) {
      expect(formatNumberEsAr(value, max, min)).toBe(intl(value, max, min));
    }
  });

  it('agrees with Intl on thousands of numbers of every size', () => {
    for (const value of numbers(5000)) {
      expect(formatNumberEsAr(value)).toBe(intl(value, 3, 0));
      expect(formatNumberEsAr(value, 1)).toBe(intl(value, 1, 0));
      expect(formatNumberEsAr(value / 100, 2, 2)).toBe(intl(value / 100, 2, 2));
    }
  });

  it('writes money as before', () => {
    for (const cents of [0, 1, 99, 100, 1800, 123456, 99999999, -5050, 123456789012]) {
      expect(formatMoney(cents)).toBe(`$ ${intl(cents / 100, 2, 2)}`);
    }
  });
});
