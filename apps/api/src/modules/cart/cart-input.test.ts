import { ACCOUNT_MSG, CART_MSG, type Cart, MSG } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { catalogFixture, shopper } from '../../../test/catalog-fixtures.js';
import type { TestApp } from '../../../test/helpers.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof shopper>>;
let productId: number;
let lineId: number;

beforeAll(async () => {
  t = await buildAccountsApp();
  const fixture = await catalogFixture(t.db);
  productId = (await fixture.product({ stock: 20 })).id;
  me = await shopper(t.app);
  const cart = (await me.call('POST', '/api/shoppingCart', { productId, quantity: 2 })).json<Cart>();
  lineId = cart.lines[0]?.id ?? 0;
});
afterAll(() => t?.close());

/** The cart must be exactly as beforeAll left it after every refused request. */
async function expectUnchanged() {
  const cart = (await me.call('GET', '/api/shoppingCart')).json<Cart>();
  expect(cart.lines.map((l) => [l.id, l.quantity])).toEqual([[lineId, 2]]);
}

const badQuantities: unknown[] = [-5, 0, 1.5, '1e9', null, 'dos', 10_001, 1e9];

describe('bad input on the cart endpoints', () => {
  it.each(badQuantities)('POST refuses quantity %j with a Spanish field error', async (quantity) => {
    const response = await me.call('POST', '/api/shoppingCart', { productId, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ param: 'quantity', msg: CART_MSG.invalidQuantity }] });
    await expectUnchanged();
  });

  it.each(badQuantities)('PUT refuses quantity %j with a Spanish field error', async (quantity) => {
    const response = await me.call('PUT', '/api/shoppingCart', { id: lineId, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ param: 'quantity', msg: CART_MSG.invalidQuantity }] });
    await expectUnchanged();
  });

  it.each([undefined, null, 'abc', -1, 0, 2.5, 3_000_000_000])('POST refuses productId %j', async (id) => {
    const response = await me.call('POST', '/api/shoppingCart', { productId: id, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ param: 'productId', msg: CART_MSG.invalidProductId }] });
    await expectUnchanged();
  });

  it.each(['abc', '0', '-3', '1.5', ''])('DELETE refuses ?id=%s', async (id) => {
    const response = await me.call('DELETE', `/api/shoppingCart?id=${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({ param: 'id', msg: CART_MSG.invalidLineId });
    await expectUnchanged();
  });

  it('refuses 101 guest lines, in both guest endpoints', async () => {
    const lines = Array.from({ length: 101 }, () => ({ productId, quantity: 1 }));
    const guest = await t.app.inject({ method: 'POST', url: '/api/shoppingCart/guest', payload: { lines } });
    expect(guest.statusCode).toBe(400);
    expect(guest.json()).toEqual({ errors: [{ param: 'lines', msg: CART_MSG.tooManyLines }] });
    const merge = await me.call('POST', '/api/shoppingCart/addGuest', {
      mergeId: crypto.randomUUID(),
      lines,
    });
    expect(merge.statusCode).toBe(400);
    await expectUnchanged();
  });

  it('refuses a bad guest line, a missing lines list and a mergeId that is not a UUID', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/guest',
      payload: { lines: [{ productId, quantity: 0 }] },
    });
    expect(bad.json()).toEqual({ errors: [{ param: 'lines.0.quantity', msg: CART_MSG.invalidQuantity }] });
    const missing = await t.app.inject({ method: 'POST', url: '/api/shoppingCart/guest', payload: {} });
    expect(missing.json()).toEqual({ errors: [{ param: 'lines', msg: CART_MSG.invalidLines }] });
    const merge = await me.call('POST', '/api/shoppingCart/addGuest', {
      mergeId: 'not-a-uuid',
      lines: [{ productId, quantity: 1 }],
    });
    expect(merge.statusCode).toBe(400);
    expect(merge.json()).toEqual({ errors: [{ param: 'mergeId', msg: CART_MSG.invalidMergeId }] });
    await expectUnchanged();
  });

  it('answers 413 for a 1 MB body and 400 for malformed JSON', async () => {
    const huge = await me.call('POST', '/api/shoppingCart', {
      productId,
      quantity: 1,
      pad: 'x'.repeat(1024 * 1024),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ msg: MSG.bodyTooLarge });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/shoppingCart',
      headers: { 'auth-token': me.token, 'content-type': 'application/json' },
      payload: '{"productId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ msg: MSG.malformedBody });
    await expectUnchanged();
  });
});

describe('401 without a token', () => {
  const cases: [string, string, object?][] = [
    ['GET', '/api/shoppingCart'],
    ['POST', '/api/shoppingCart', { productId: 1, quantity: 1 }],
    ['PUT', '/api/shoppingCart', { id: 1, quantity: 1 }],
    ['DELETE', '/api/shoppingCart?id=1'],
    ['DELETE', '/api/shoppingCart/clean'],
    ['POST', '/api/shoppingCart/addGuest', { mergeId: '7d3c1a8e-3f55-4a5e-9a51-0d2b6a3f1c11', lines: [] }],
  ];
  it.each(cases)('%s %s', async (method, url, payload) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { 'auth-token': 'x'.repeat(43) },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
    await expectUnchanged();
  });
});
