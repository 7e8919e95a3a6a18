import { ACCOUNT_MSG, WISHLIST_MSG, type Wishlist, type WishlistAdded } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogSuite, shopper } from '../../../test/catalog-fixtures.js';
import { setStock } from '../../../test/factories.js';
import { products } from '../../db/schema.js';

const { t, fixture } = catalogSuite();

const productIds = (list: Wishlist) => list.items.map((i) => i.productId);

describe('GET /api/wishlist', () => {
  it('answers the items newest first, with current product data', async () => {
    const { call } = await shopper(t.app);
    const older = await fixture.product({ priceCents: 1250, discount: 20, stock: 3 });
    const newer = await fixture.product();
    await call('POST', '/api/wishlist', { productId: older.id });
    await call('POST', '/api/wishlist', { productId: newer.id });
    await t.db.update(products).set({ active: false }).where(eq(products.id, older.id));
    await setStock(t.db, older.id, 0);
    const response = await call('GET', '/api/wishlist');
    expect(response.statusCode).toBe(200);
    const list = response.json<Wishlist>();
    expect(productIds(list)).toEqual([newer.id, older.id]);
    expect(list.items[1]).toMatchObject({
      name: older.name,
      priceCents: 1250,
      discount: 20,
      finalPriceCents: 1000,
      price: 12.5,
      stock: 0,
      active: false,
      image: [`/uploads/test/${older.id}-0.webp`, `/uploads/test/${older.id}-1.webp`],
      thumbs: [`/uploads/test/${older.id}-0-thumb.webp`, `/uploads/test/${older.id}-1-thumb.webp`],
    });
  });
});

describe('POST /api/wishlist', () => {
  it('adds once: 201 the first time, 200 with the same item the second', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product();
    const first = await call('POST', '/api/wishlist', { productId: product.id });
    expect(first.statusCode).toBe(201);
    const added = first.json<WishlistAdded>();
    expect(added).toMatchObject({
      msg: WISHLIST_MSG.added,
      item: { productId: product.id, name: product.name },
    });
    const second = await call('POST', '/api/wishlist', { productId: product.id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(added);
    expect(productIds((await call('GET', '/api/wishlist')).json<Wishlist>())).toEqual([product.id]);
  });

  it('keeps one item when 5 adds arrive at once', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/wishlist', { productId: product.id })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect((await call('GET', '/api/wishlist')).json<Wishlist>().items).toHaveLength(1);
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const { call } = await shopper(t.app);
    const hidden = await fixture.product({ active: false });
    for (const productId of [hidden.id, 2_000_000_000]) {
      const response = await call('POST', '/api/wishlist', { productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: WISHLIST_MSG.productNotFound });
    }
    expect((await call('GET', '/api/wishlist')).json<Wishlist>().items).toEqual([]);
  });

  it('refuses one’s own product with 403 and keeps nothing', async () => {
    const seller = await shopper(t.app);
    const own = await fixture.product({ sellerId: seller.user.id });
    const response = await seller.call('POST', '/api/wishlist', { productId: own.id });
    expect([response.statusCode, response.json()]).toEqual([403, { msg: WISHLIST_MSG.ownProduct }]);
    expect((await seller.call('GET', '/api/wishlist')).json<Wishlist>().items).toEqual([]);
  });

  it.each([undefined, null, 'uno', 0, -2, 1.5])('refuses productId %j', async (productId) => {
    const { call } = await shopper(t.app);
    const response = await call('POST', '/api/wishlist', { productId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [{ param: 'productId', msg: WISHLIST_MSG.invalidProductId }] });
  });
});

describe('DELETE /api/wishlist', () => {
  it('removes an item named in the body or in the query', async () => {
    const { call } = await shopper(t.app);
    const a = (
      await call('POST', '/api/wishlist', { productId: (await fixture.product()).id })
    ).json<WishlistAdded>();
    const b = (
      await call('POST', '/api/wishlist', { productId: (await fixture.product()).id })
    ).json<WishlistAdded>();
    const byBody = await call('DELETE', '/api/wishlist', { id: a.item.id });
    expect(byBody.statusCode).toBe(200);
    expect(productIds(byBody.json<Wishlist>())).toEqual([b.item.productId]);
    const byQuery = await call('DELETE', `/api/wishlist?id=${b.item.id}`);
    expect(byQuery.json()).toEqual({ items: [] });
  });

  it('answers 404 when the item belongs to someone else, 400 for a bad or missing id', async () => {
    const owner = await shopper(t.app);
    const other = await shopper(t.app);
    const added = (
      await owner.call('POST', '/api/wishlist', { productId: (await fixture.product()).id })
    ).json<WishlistAdded>();
    const response = await other.call('DELETE', '/api/wishlist', { id: added.item.id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: WISHLIST_MSG.itemNotFound });
    for (const url of ['/api/wishlist', '/api/wishlist?id=abc', '/api/wishlist?id=0']) {
      const bad = await other.call('DELETE', url);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ errors: [{ param: 'id', msg: WISHLIST_MSG.invalidItemId }] });
    }
    expect((await owner.call('GET', '/api/wishlist')).json<Wishlist>().items).toHaveLength(1);
  });
});

describe('DELETE /api/wishlist/clean', () => {
  it('empties only the caller’s list', async () => {
    const me = await shopper(t.app);
    const other = await shopper(t.app);
    const product = await fixture.product();
    await me.call('POST', '/api/wishlist', { productId: product.id });
    await other.call('POST', '/api/wishlist', { productId: product.id });
    const response = await me.call('DELETE', '/api/wishlist/clean');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [] });
    expect((await me.call('GET', '/api/wishlist')).json()).toEqual({ items: [] });
    expect((await other.call('GET', '/api/wishlist')).json<Wishlist>().items).toHaveLength(1);
  });
});

describe('401 without a token', () => {
  const cases: [string, string, object?][] = [
    ['GET', '/api/wishlist'],
    ['POST', '/api/wishlist', { productId: 1 }],
    ['DELETE', '/api/wishlist?id=1'],
    ['DELETE', '/api/wishlist/clean'],
  ];
  it.each(cases)('%s %s', async (method, url, payload) => {
    const response = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
  });
});
