import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';
import { formatNumberEsAr } from './number-format.js';

const intl = (value: number, max: number, min: number) =>
  new Intl.NumberFormat('es-AR', { maximumFractionDigits: max, minimumFractionDigits: min }).format(value);

const DIGITS = [
  [3, 0],
  [2, 2],
  [1, 0],
  [0, 0],
  [4, 1],
] as const;

/** A fixed pseudo-random sequence: the same numbers on every run, of every size and sign. */
function* numbers(count: number): Generator<number> {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 22 - 4);
    const decimals = Math.floor(next() * 7);
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
    -1234,
    12345,
    123456,
    1234567,
    1e15,
    1.2345678901234568e17,
    1e20,
    1e21,
    1e-7,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    1.0049999,
    2.675,
    4.35,
    4.25,
    4.05,
    4.45,
    0.0005,
    -0.0004,
    999.9995,
    999.99949,
    12345.6789,
    0.1 + 0.2,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ])('writes %d as Intl does', (value) => {
    for (const [max, min] of DIGITS) expect(formatNumberEsAr(value, max, min)).toBe(intl(value, max, min));
  });

  it('agrees with Intl on thousands of numbers of every size', () => {
    for (const value of numbers(5000)) {
      for (const [max, min] of DIGITS) expect(formatNumberEsAr(value, max, min)).toBe(intl(value, max, min));
      expect(formatNumberEsAr(value / 100, 2, 2)).toBe(intl(value / 100, 2, 2));
    }
  });

  it('agrees with Intl on every rating average a product can have', () => {
    for (let count = 1; count <= 60; count++) {
      for (let sum = count; sum <= 5 * count; sum++) {
        const average = sum / count;
        expect(formatNumberEsAr(average, 1)).toBe(intl(average, 1, 0));
        expect(formatNumberEsAr(Math.round(average * 10) / 10, 1)).toBe(
          intl(Math.round(average * 10) / 10, 1, 0),
        );
      }
    }
  });

  it('writes money with the same digits as Intl, after the shop currency (a sign first)', () => {
    for (const cents of [0, 1, 5, 99, 100, 1800, 123456, 99999999, -5050, 123456789012, 12.5, 0.4]) {
      expect(formatMoney(cents)).toBe(`${cents < 0 ? '-' : ''}US$ ${intl(Math.abs(cents) / 100, 2, 2)}`);
    }
  });
});
