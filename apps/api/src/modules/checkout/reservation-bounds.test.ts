import { ACCOUNT_MSG, CHECKOUT_MSG } from '@bazar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { catalogFixture } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, stockOf } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import { checkoutSessions } from '../../db/schema.js';

// Opening a checkout reserves stock for its whole life: these bounds keep a few accounts from
// holding a product at stock 0 indefinitely.

let t: TestApp;
let fixture: Awaited<ReturnType<typeof catalogFixture>>;
beforeAll(async () => {
  t = await buildAccountsApp({ CHECKOUT_MAX_UNITS_PER_PRODUCT: '3', CHECKOUT_RATE_PER_USER: '3' });
  fixture = await catalogFixture(t.db);
});
afterAll(() => t?.close());

const openSessions = async (userId: number) =>
  t.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), eq(checkoutSessions.status, 'open')));

describe('reservation bounds', () => {
  it('refuses more units of one product than a buyer may reserve, naming it and taking nothing', async () => {
    const product = await fixture.product({ stock: 10 });
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 4 }]);
    const response = await buyer.call('POST', '/api/checkout');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: CHECKOUT_MSG.tooManyUnits(product.name, 3) });
    expect(await stockOf(t.db, product.id)).toBe(10);
    expect(await openSessions(buyer.user.id)).toHaveLength(0);
  });

  it('keeps one open checkout per buyer: a new one releases the old reservation', async () => {
    const first = await fixture.product({ stock: 5 });
    const second = await fixture.product({ stock: 5 });
    const buyer = await buyerWith(t.app, [{ productId: first.id, quantity: 2 }]);
    const old = await openCheckout(buyer);
    expect(await stockOf(t.db, first.id)).toBe(3);
    expect(
      (await buyer.call('POST', '/api/shoppingCart', { productId: second.id, quantity: 1 })).statusCode,
    ).toBe(200);
    const renewed = await openCheckout(buyer);
    expect(renewed.id).not.toBe(old.id);
    const open = await openSessions(buyer.user.id);
    expect(open.map((s) => s.id)).toEqual([renewed.id]);
    // The old reservation went back before the new one was taken: each product is held once.
    expect(await stockOf(t.db, first.id)).toBe(3);
    expect(await stockOf(t.db, second.id)).toBe(4);
  });

  it('keeps one open checkout when two tabs open it at once, reserving once', async () => {
    const product = await fixture.product({ stock: 5 });
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 2 }]);
    const [a, b] = await Promise.all([
      buyer.call('POST', '/api/checkout'),
      buyer.call('POST', '/api/checkout'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().id).toBe(b.json().id);
    expect(await openSessions(buyer.user.id)).toHaveLength(1);
    expect(await stockOf(t.db, product.id)).toBe(3);
  });

  it('limits how many checkouts one buyer opens, in Spanish, reserving nothing more', async () => {
    const product = await fixture.product({ stock: 5 });
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 1 }]);
    for (let i = 0; i < 3; i++) expect((await buyer.call('POST', '/api/checkout')).statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(4);
    const limited = await buyer.call('POST', '/api/checkout');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ msg: ACCOUNT_MSG.tooManyAttempts });
    expect(await stockOf(t.db, product.id)).toBe(4);
    // Another buyer has a budget of their own.
    const other = await buyerWith(t.app, [{ productId: product.id, quantity: 1 }]);
    expect((await other.call('POST', '/api/checkout')).statusCode).toBe(200);
  });
});
