import { type Purchase, type PurchasePage, purchaseStatus } from '@bazar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { openCheckout, type Shopper, sandboxPay } from '../../../test/checkout-kit.js';
import { type MoneySuite, refund, startMoneySuite } from '../../../test/money-kit.js';

let suite: MoneySuite;

beforeAll(async () => {
  suite = await startMoneySuite();
});
afterAll(() => suite?.close());

/** `buyer` pays, through the sandbox, for one unit of a new product of `seller`. */
async function buy(buyer: Shopper, seller: Shopper, priceCents: number) {
  const product = await suite.fixture.product({ priceCents, stock: 5, sellerId: seller.user.id });
  const added = await buyer.call('POST', '/api/shoppingCart', { productId: product.id, quantity: 1 });
  expect(added.statusCode).toBe(200);
  const paid = await sandboxPay(suite.t.app, (await openCheckout(buyer)).id, 'approve');
  expect(paid.statusCode).toBe(200);
  return product;
}

const purchasesOf = async (who: Shopper, query = '') => {
  const response = await who.call('GET', `/api/purchases/user${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PurchasePage>();
};

const byProduct = (page: PurchasePage, productId: number): Purchase => {
  const found = page.items.find((p) => p.product.id === productId);
  if (!found) throw new Error(`no purchase of product ${productId}`);
  return found;
};

describe('GET /api/purchases/user (Mis compras)', () => {
  it('answers 401 to a visitor', async () => {
    const response = await suite.t.app.inject({ method: 'GET', url: '/api/purchases/user' });
    expect(response.statusCode).toBe(401);
  });

  it("lists the buyer's own orders, newest first, paged on the server, with seller, tracking and refunds", async () => {
    const buyer = await shopper(suite.t.app);
    const seller = await shopper(suite.t.app);
    const shipped = await buy(buyer, seller, 3_000);
    const partly = await buy(buyer, seller, 4_000);
    const whole = await buy(buyer, seller, 2_500);
    // Someone else's purchase of the same seller never shows.
    const stranger = await shopper(suite.t.app);
    await buy(stranger, seller, 1_000);

    const all = await purchasesOf(buyer);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 10 });
    expect(all.items.map((p) => p.product.id)).toEqual([whole.id, partly.id, shipped.id]);
    const first = byProduct(all, shipped.id);
    // The seller as the product page's 'Vendido por' names them.
    expect(first.seller).toEqual({ id: seller.user.id, userName: seller.user.userName });
    expect(first).toMatchObject({
      status: 'reception',
      reviewed: false,
      trackingUrl: null,
      refundedCents: 0,
    });
    expect(purchaseStatus(first)).toBe('preparing');

    // Ten a page by default; pageSize and page walk the list, a page past the end is empty with its total.
    const second = await purchasesOf(buyer, '?pageSize=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((p) => p.product.id)).toEqual([shipped.id]);
    expect(await purchasesOf(buyer, '?page=9')).toMatchObject({ items: [], total: 3 });
    const tooBig = await buyer.call('GET', '/api/purchases/user?pageSize=1000');
    expect(tooBig.statusCode).toBe(400);

    // Shipped with Andreani: the tracking number and the carrier's page for it.
    const number = (productId: number) => byProduct(all, productId).orderNumber;
    const ship = await seller.call('PUT', `/api/orders/${number(shipped.id)}/status`, {
      status: 'shipped',
      carrier: 'andreani',
      trackingNumber: 'AND-778899',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    // Refunds: part of one, all of another.
    expect((await refund(seller, number(partly.id), 1_500)).statusCode).toBe(200);
    expect((await refund(seller, number(whole.id), 2_500)).statusCode).toBe(200);

    const after = await purchasesOf(buyer);
    const onItsWay = byProduct(after, shipped.id);
    expect(onItsWay.shipping).toMatchObject({ carrier: 'andreani', trackingNumber: 'AND-778899' });
    expect(onItsWay.trackingUrl).toBe('https://www.andreani.com/envio/AND-778899');
    expect(purchaseStatus(onItsWay)).toBe('onItsWay');
    const part = byProduct(after, partly.id);
    expect([part.refundedCents, purchaseStatus(part)]).toEqual([1_500, 'preparing']);
    const back = byProduct(after, whole.id);
    expect([back.refundedCents, purchaseStatus(back)]).toEqual([2_500, 'refunded']);

    // Received, then reviewed: 'Calificar' is no longer offered.
    const received = await buyer.call('PUT', `/api/orders/${number(shipped.id)}/status`, {
      status: 'received',
    });
    expect(received.statusCode, received.body).toBe(200);
    const review = await buyer.call('POST', '/api/reviews', {
      id: shipped.id,
      rating: 5,
      comment: 'Llegó bien',
    });
    expect(review.statusCode, review.body).toBe(201);
    const delivered = byProduct(await purchasesOf(buyer), shipped.id);
    expect([purchaseStatus(delivered), delivered.reviewed]).toEqual(['delivered', true]);

    // The seller bought nothing.
    expect(await purchasesOf(seller)).toMatchObject({ items: [], total: 0 });
  });

  it('gives no tracking page for a carrier that has none (the number is shown as text)', async () => {
    const buyer = await shopper(suite.t.app);
    const seller = await shopper(suite.t.app);
    const product = await buy(buyer, seller, 2_000);
    const [order] = (await purchasesOf(buyer)).items;
    const ship = await seller.call('PUT', `/api/orders/${order?.orderNumber}/status`, {
      status: 'shipped',
      carrier: 'correo_argentino',
      trackingNumber: 'CA123456789AR',
    });
    expect(ship.statusCode).toBe(200);
    const shipped = byProduct(await purchasesOf(buyer), product.id);
    expect(shipped.shipping?.trackingNumber).toBe('CA123456789AR');
    expect(shipped.trackingUrl).toBeNull();
  });
});
