import { ACCOUNT_MSG, CART_MSG, type Cart } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogSuite, shopper } from '../../../test/catalog-fixtures.js';
import { repriceProduct, setStock } from '../../../test/factories.js';
import { products } from '../../db/schema.js';

const { t, fixture } = catalogSuite();

describe('GET /api/shoppingCart', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shoppingCart' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: ACCOUNT_MSG.loginRequired });
  });

  it('answers an empty cart for a new user', async () => {
    const { call } = await shopper(t.app);
    const response = await call('GET', '/api/shoppingCart');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lines: [], totalCents: 0, units: 0 });
  });

  it('shows current prices, images, and clamps quantities to the stock that is left', async () => {
    const { call } = await shopper(t.app);
    const shirt = await fixture.product({ priceCents: 1999, discount: 15, stock: 5 });
    const gone = await fixture.product({ priceCents: 500, stock: 3 });
    await call('POST', '/api/shoppingCart', { productId: shirt.id, quantity: 4 });
    await call('POST', '/api/shoppingCart', { productId: gone.id, quantity: 2 });
    await setStock(t.db, shirt.id, 2);
    await repriceProduct(t.db, shirt.id, 2999, 15);
    await setStock(t.db, gone.id, 0);

    const cart = (await call('GET', '/api/shoppingCart')).json<Cart>();
    const [first, second] = cart.lines;
    expect(first).toMatchObject({
      productId: shirt.id,
      priceCents: 2999,
      discount: 15,
      finalPriceCents: 2999 - 450,
      quantity: 2,
      stock: 2,
      available: true,
      lineTotalCents: (2999 - 450) * 2,
      image: [`/uploads/test/${shirt.id}-0.webp`, `/uploads/test/${shirt.id}-1.webp`],
      thumbs: [`/uploads/test/${shirt.id}-0-thumb.webp`, `/uploads/test/${shirt.id}-1-thumb.webp`],
    });
    expect(second).toMatchObject({ productId: gone.id, quantity: 2, stock: 0, available: false });
    expect(cart.totalCents).toBe((2999 - 450) * 2);
    expect(cart.units).toBe(2);
  });

  it('shows a line whose product was deactivated as unavailable, outside the totals', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ priceCents: 700 });
    await call('POST', '/api/shoppingCart', { productId: product.id });
    await t.db.update(products).set({ active: false }).where(eq(products.id, product.id));
    const cart = (await call('GET', '/api/shoppingCart')).json<Cart>();
    expect(cart.lines[0]).toMatchObject({ active: false, available: false });
    expect(cart).toMatchObject({ totalCents: 0, units: 0 });
  });
});

describe('POST /api/shoppingCart', () => {
  it('creates a line with quantity 1 by default, then adds to it', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ priceCents: 1000, discount: 10, stock: 4 });
    const first = await call('POST', '/api/shoppingCart', { productId: product.id });
    expect(first.statusCode).toBe(200);
    expect(first.json<Cart>().lines).toMatchObject([{ productId: product.id, quantity: 1 }]);
    const second = (
      await call('POST', '/api/shoppingCart', { productId: product.id, quantity: 2 })
    ).json<Cart>();
    expect(second.lines).toHaveLength(1);
    expect(second).toMatchObject({ totalCents: 900 * 3, units: 3 });
  });

  it('refuses to go past the stock and changes nothing', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ stock: 3 });
    await call('POST', '/api/shoppingCart', { productId: product.id, quantity: 2 });
    const response = await call('POST', '/api/shoppingCart', { productId: product.id, quantity: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ param: 'quantity', msg: 'Solo hay 3 unidades disponibles y ya tienes 2 en el carrito' }],
    });
    expect((await call('GET', '/api/shoppingCart')).json<Cart>().lines[0]?.quantity).toBe(2);
  });

  it('answers 400 for a product with no stock', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ stock: 0 });
    const response = await call('POST', '/api/shoppingCart', { productId: product.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].msg).toBe('Sin stock: no quedan unidades disponibles');
  });

  it('answers 404 for an unknown or inactive product', async () => {
    const { call } = await shopper(t.app);
    const hidden = await fixture.product({ active: false });
    for (const productId of [hidden.id, 2_000_000_000]) {
      const response = await call('POST', '/api/shoppingCart', { productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: CART_MSG.productNotFound });
    }
    expect((await call('GET', '/api/shoppingCart')).json<Cart>().lines).toEqual([]);
  });

  it('answers 403 for the caller’s own product', async () => {
    const { call, user } = await shopper(t.app);
    const own = await fixture.product({ sellerId: user.id });
    const response = await call('POST', '/api/shoppingCart', { productId: own.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: CART_MSG.ownProduct });
  });

  it('keeps one line within the stock when 10 adds of one product arrive at once', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ stock: 6 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/shoppingCart', { productId: product.id })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(6);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(4);
    const cart = (await call('GET', '/api/shoppingCart')).json<Cart>();
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(6);
  });
});

describe('PUT /api/shoppingCart', () => {
  it('sets the quantity within the stock', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ stock: 5 });
    const line = (await call('POST', '/api/shoppingCart', { productId: product.id })).json<Cart>().lines[0];
    const response = await call('PUT', '/api/shoppingCart', { id: line?.id, quantity: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json<Cart>().lines[0]?.quantity).toBe(5);
  });

  it('answers a field error past the stock and changes nothing', async () => {
    const { call } = await shopper(t.app);
    const product = await fixture.product({ stock: 5 });
    const line = (await call('POST', '/api/shoppingCart', { productId: product.id })).json<Cart>().lines[0];
    const response = await call('PUT', '/api/shoppingCart', { id: line?.id, quantity: 6 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: [{ param: 'quantity', msg: 'Solo hay 5 unidades disponibles' }],
    });
    expect((await call('GET', '/api/shoppingCart')).json<Cart>().lines[0]?.quantity).toBe(1);
  });

  it('answers 404 when the line belongs to someone else', async () => {
    const owner = await shopper(t.app);
    const other = await shopper(t.app);
    const product = await fixture.product();
    const line = (await owner.call('POST', '/api/shoppingCart', { productId: product.id })).json<Cart>()
      .lines[0];
    const response = await other.call('PUT', '/api/shoppingCart', { id: line?.id, quantity: 2 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: CART_MSG.lineNotFound });
    expect((await owner.call('GET', '/api/shoppingCart')).json<Cart>().lines[0]?.quantity).toBe(1);
  });
});

describe('DELETE /api/shoppingCart', () => {
  it('removes a line named in the body or in the query', async () => {
    const { call } = await shopper(t.app);
    const a = await fixture.product();
    const b = await fixture.product();
    await call('POST', '/api/shoppingCart', { productId: a.id });
    const [lineA, lineB] = (await call('POST', '/api/shoppingCart', { productId: b.id })).json<Cart>().lines;
    const byBody = await call('DELETE', '/api/shoppingCart', { id: lineA?.id });
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json<Cart>().lines.map((l) => l.productId)).toEqual([b.id]);
    const byQuery = await call('DELETE', `/api/shoppingCart?id=${lineB?.id}`);
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json<Cart>().lines).toEqual([]);
  });

  it('answers 404 when the line belongs to someone else, and 400 without an id', async () => {
    const owner = await shopper(t.app);
    const other = await shopper(t.app);
    const product = await fixture.product();
    const line = (await owner.call('POST', '/api/shoppingCart', { productId: product.id })).json<Cart>()
      .lines[0];
    const response = await other.call('DELETE', `/api/shoppingCart?id=${line?.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: CART_MSG.lineNotFound });
    const missing = await other.call('DELETE', '/api/shoppingCart');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: [{ param: 'id', msg: CART_MSG.invalidLineId }] });
    expect((await owner.call('GET', '/api/shoppingCart')).json<Cart>().lines).toHaveLength(1);
  });
});

describe('DELETE /api/shoppingCart/clean', () => {
  it('empties only the caller’s cart', async () => {
    const me = await shopper(t.app);
    const other = await shopper(t.app);
    const product = await fixture.product();
    await me.call('POST', '/api/shoppingCart', { productId: product.id });
    await other.call('POST', '/api/shoppingCart', { productId: product.id });
    const response = await me.call('DELETE', '/api/shoppingCart/clean');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ lines: [], totalCents: 0, units: 0 });
    expect((await other.call('GET', '/api/shoppingCart')).json<Cart>().lines).toHaveLength(1);
  });
});
