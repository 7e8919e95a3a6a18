import {
  cartTotals,
  discountedCents,
  lineTotalCents,
  mergeLines,
  type QuantityLine,
  sumLines,
} from '@bazar/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const productId = fc.integer({ min: 1, max: 12 });
const quantity = fc.integer({ min: 1, max: 10_000 });
const guestLines = fc.array(fc.record({ productId, quantity }), { maxLength: 30 });
/** Existing server lines: one per product, quantity ≥ 1 (possibly above a stock that since dropped). */
const existingLines = fc.uniqueArray(fc.record({ productId, quantity }), {
  selector: (l) => l.productId,
  maxLength: 12,
});
/** Stock per product id; undefined marks a product that cannot be bought. */
const stocks = fc.dictionary(
  productId.map(String),
  fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
);

const apply = (existing: QuantityLine[], writes: QuantityLine[]) => {
  const cart = new Map(existing.map((l) => [l.productId, l.quantity]));
  for (const w of writes) cart.set(w.productId, w.quantity);
  return cart;
};

describe('mergeLines', () => {
  it('keeps every written quantity within 1..stock', () => {
    fc.assert(
      fc.property(existingLines, guestLines, stocks, (existing, guest, stock) => {
        for (const w of mergeLines(existing, guest, (l) => stock[l.productId])) {
          expect(w.quantity).toBeGreaterThanOrEqual(1);
          expect(w.quantity).toBeLessThanOrEqual(stock[w.productId] ?? 0);
        }
      }),
    );
  });

  it('adds the guest quantities to the existing ones, clamped to the stock, and skips the rest', () => {
    fc.assert(
      fc.property(existingLines, guestLines, stocks, (existing, guest, stock) => {
        const after = apply(
          existing,
          mergeLines(existing, guest, (l) => stock[l.productId]),
        );
        const before = new Map(existing.map((l) => [l.productId, l.quantity]));
        const guestSum = new Map(sumLines(guest).map((l) => [l.productId, l.quantity]));
        for (const id of new Set([...before.keys(), ...guestSum.keys()])) {
          const s = stock[id];
          const added = guestSum.get(id);
          const expected =
            added === undefined || s === undefined || s < 1
              ? before.get(id)
              : Math.min((before.get(id) ?? 0) + added, s);
          expect(after.get(id)).toBe(expected);
        }
      }),
    );
  });

  it('writes each product once, and merging an empty guest cart writes nothing', () => {
    fc.assert(
      fc.property(existingLines, guestLines, stocks, (existing, guest, stock) => {
        const writes = mergeLines(existing, guest, (l) => stock[l.productId]);
        expect(new Set(writes.map((w) => w.productId)).size).toBe(writes.length);
        expect(mergeLines(existing, [], (l) => stock[l.productId])).toEqual([]);
      }),
    );
  });

  it('a repeated merge only fills up to the stock, which is why the API records each mergeId', () => {
    fc.assert(
      fc.property(existingLines, guestLines, stocks, (existing, guest, stock) => {
        const stockOf = (l: QuantityLine) => stock[l.productId];
        const once = apply(existing, mergeLines(existing, guest, stockOf));
        const asLines = [...once].map(([id, q]) => ({ productId: id, quantity: q }));
        const twice = apply(asLines, mergeLines(asLines, guest, stockOf));
        // Quantities only grow up to the stock: a second merge can only fill, never exceed.
        for (const [id, q] of twice) {
          expect(q).toBeGreaterThanOrEqual(once.get(id) ?? 0);
          const s = stock[id];
          if (s !== undefined && s >= 1 && guest.some((g) => g.productId === id))
            expect(q).toBeLessThanOrEqual(s);
        }
      }),
    );
  });
});

describe('cartTotals', () => {
  const line = fc.record({
    priceCents: fc.integer({ min: 0, max: 100_000_000 }),
    discount: fc.integer({ min: 0, max: 100 }),
    quantity: fc.integer({ min: 1, max: 10_000 }),
    available: fc.boolean(),
  });

  it('sums the discounted, cent-rounded available lines and their units', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const { totalCents, units } = cartTotals(lines);
        const available = lines.filter((l) => l.available);
        expect(totalCents).toBe(
          available.reduce((sum, l) => sum + discountedCents(l.priceCents, l.discount) * l.quantity, 0),
        );
        expect(units).toBe(available.reduce((sum, l) => sum + l.quantity, 0));
        expect(Number.isInteger(totalCents)).toBe(true);
      }),
    );
  });

  it('matches lineTotalCents line by line and ignores unavailable lines', () => {
    fc.assert(
      fc.property(line, fc.array(line, { maxLength: 10 }), (one, rest) => {
        const base = cartTotals(rest);
        const withOne = cartTotals([...rest, one]);
        const delta = one.available ? lineTotalCents(one.priceCents, one.discount, one.quantity) : 0;
        expect(withOne.totalCents - base.totalCents).toBe(delta);
      }),
    );
  });

  it('rounds a discount half up to the cent', () => {
    expect(cartTotals([{ priceCents: 999, discount: 50, quantity: 3, available: true }]).totalCents).toBe(
      (999 - 500) * 3,
    );
  });
});
