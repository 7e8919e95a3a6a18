import { ACCOUNT_MSG, type Cart, type GuestCartLine, mergeLines } from '@bazar/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogSuite, shopper } from '../../../test/catalog-fixtures.js';

const { t, fixture } = catalogSuite();

const quantities = (cart: Cart) => Object.fromEntries(cart.lines.map((l) => [l.productId, l.quantity]));

/** Prices a guest cart, as the browser asks before sign-in. */
const priceGuest = (lines: GuestCartLine[]) =>
  t.app.inject({ method: 'POST', url: '/api/shoppingCart/guest', payload: { lines } });

describe('POST /api/shoppingCart/guest', () => {
  it('prices a guest cart from current data without a token, summing duplicates', async () => {
    const a = await fixture.product({ priceCents: 1000, discount: 25, stock: 10 });
    const b = await fixture.product({ priceCents: 333, stock: 2 });
    const response = await priceGuest([
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 5 },
      { productId: a.id, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    const cart = response.json<Cart>();
    expect(cart.lines).toMatchObject([
      { id: a.id, productId: a.id, quantity: 3, finalPriceCents: 750, lineTotalCents: 2250, available: true },
      { id: b.id, productId: b.id, quantity: 2, stock: 2, lineTotalCents: 666, available: true },
    ]);
    expect(cart).toMatchObject({ totalCents: 2250 + 666, units: 5 });
  });

  it('leaves out unknown and inactive products and shows sold-out ones as unavailable', async () => {
    const hidden = await fixture.product({ active: false });
    const soldOut = await fixture.product({ stock: 0, priceCents: 900 });
    const response = await priceGuest([
      { productId: hidden.id, quantity: 1 },
      { productId: 2_000_000_000, quantity: 1 },
      { productId: soldOut.id, quantity: 2 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lines: [{ productId: soldOut.id, quantity: 2, available: false }],
      totalCents: 0,
      units: 0,
    });
  });

  it('answers an empty cart for no lines', async () => {
    const response = await priceGuest([]);
    expect(response.json()).toEqual({ lines: [], totalCents: 0, units: 0 });
  });
});

describe('POST /api/shoppingCart/addGuest', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/addGuest',
      payload: { mergeId: crypto.randomUUID(), lines: [] },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
  });

  it('adds quantities to the server cart, clamps to stock and skips what cannot be bought', async () => {
    const { call, user } = await shopper(t.app);
    const kept = await fixture.product({ stock: 5 });
    const small = await fixture.product({ stock: 3 });
    const own = await fixture.product({ sellerId: user.id });
    const hidden = await fixture.product({ active: false });
    const soldOut = await fixture.product({ stock: 0 });
    await call('POST', '/api/shoppingCart', { productId: kept.id, quantity: 2 });
    const lines: GuestCartLine[] = [
      { productId: kept.id, quantity: 2 },
      { productId: small.id, quantity: 2 },
      { productId: small.id, quantity: 4 },
      { productId: own.id, quantity: 1 },
      { productId: hidden.id, quantity: 1 },
      { productId: soldOut.id, quantity: 1 },
      { productId: 2_000_000_000, quantity: 1 },
    ];
    const response = await call('POST', '/api/shoppingCart/addGuest', {
      mergeId: crypto.randomUUID(),
      lines,
    });
    expect(response.statusCode).toBe(200);
    expect(quantities(response.json<Cart>())).toEqual({ [kept.id]: 4, [small.id]: 3 });
  });

  it('merges one mergeId once: a sequential retry changes nothing', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ stock: 10 });
    const body = { mergeId: crypto.randomUUID(), lines: [{ productId: product.id, quantity: 3 }] };
    const first = (await call('POST', '/api/shoppingCart/addGuest', body)).json<Cart>();
    const second = await call('POST', '/api/shoppingCart/addGuest', body);
    expect(second.statusCode).toBe(200);
    expect(quantities(first)).toEqual({ [product.id]: 3 });
    expect(second.json()).toEqual(first);
    const another = await call('POST', '/api/shoppingCart/addGuest', {
      ...body,
      mergeId: crypto.randomUUID(),
    });
    expect(quantities(another.json<Cart>())).toEqual({ [product.id]: 6 });
  });

  it('merges one mergeId once when 5 requests arrive at once', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ stock: 10 });
    const body = { mergeId: crypto.randomUUID(), lines: [{ productId: product.id, quantity: 2 }] };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/shoppingCart/addGuest', body)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cart = (await call('GET', '/api/shoppingCart')).json<Cart>();
    expect(quantities(cart)).toEqual({ [product.id]: 2 });
  });

  it('stores exactly what the pure mergeLines computes, and a replay changes nothing', async () => {
    const catalog = await Promise.all([0, 1, 2, 3, 7].map((stock) => fixture.product({ stock })));
    const stockOf = new Map(catalog.map((p) => [p.id, p.stock]));
    const pick = fc.constantFrom(...catalog.map((p) => p.id));
    const line = fc.record({ productId: pick, quantity: fc.integer({ min: 1, max: 12 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 4 }),
        fc.array(line, { maxLength: 6 }),
        async (before, guest) => {
          const { call } = await shopper(t.app);
          for (const l of before) {
            await call('POST', '/api/shoppingCart', l); // 400s past the stock leave the line as it was
          }
          const start = (await call('GET', '/api/shoppingCart')).json<Cart>();
          const existing = start.lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
          const expected = { ...quantities(start) };
          for (const w of mergeLines(existing, guest, (l) => stockOf.get(l.productId)))
            expected[w.productId] = w.quantity;

          const body = { mergeId: crypto.randomUUID(), lines: guest };
          const merged = (await call('POST', '/api/shoppingCart/addGuest', body)).json<Cart>();
          expect(quantities(merged)).toEqual(expected);
          const replay = (await call('POST', '/api/shoppingCart/addGuest', body)).json<Cart>();
          expect(quantities(replay)).toEqual(expected);
        },
      ),
      { numRuns: 8 },
    );
  });
});
