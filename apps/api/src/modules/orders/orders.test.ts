import { ORDERS_MSG, type OrderDetail, type OrderLine, type OrderPage } from '@bazar/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authHeader, rootSession } from '../../../test/auth.js';
import { catalogSuite, shopper } from '../../../test/catalog-fixtures.js';
import { createPurchase } from '../../../test/purchase-fixtures.js';
import { orders, users } from '../../db/schema.js';

const { t, fixture } = catalogSuite();

/** A seller, a buyer and one purchase of two units of the seller's $12.50 product at 20% off. */
async function sale() {
  const seller = await shopper(t.app);
  const buyer = await shopper(t.app);
  const product = await fixture.product({ sellerId: seller.user.id, priceCents: 1250, discount: 20 });
  const purchase = await createPurchase(t.db, { buyerId: buyer.user.id, lines: [{ product, quantity: 2 }] });
  const order = purchase.orders[0];
  if (!order) throw new Error('no order');
  return { seller, buyer, product, purchase, order };
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;

describe('GET /api/sales/user', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sales/user' })).statusCode).toBe(401);
  });

  it("lists the seller's orders only, paginated, newest first, with cents and dollars", async () => {
    const { seller, buyer, product, purchase, order } = await sale();
    const second = await createPurchase(t.db, { buyerId: buyer.user.id, lines: [{ product, quantity: 1 }] });
    const response = await seller.call('GET', '/api/sales/user?pageSize=1');
    expect(response.statusCode).toBe(200);
    const page = response.json<OrderPage>();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items.map((o) => o.orderNumber)).toEqual([second.orders[0]?.orderNumber]);
    const older = (await seller.call('GET', '/api/sales/user?pageSize=1&page=2')).json<OrderPage>();
    expect(older.items[0]).toEqual<OrderLine>({
      id: order.id,
      orderNumber: order.orderNumber,
      orderDate: order.createdAt.toISOString(),
      invoiceId: purchase.invoice.id,
      invoiceNumber: purchase.invoice.invoiceNumber,
      product: { id: product.id, name: product.name, image: `/uploads/test/${product.id}-0.webp` },
      variantLabel: '',
      sku: null,
      quantity: 2,
      unitPrice: 12.5,
      unitPriceCents: 1250,
      discount: 20,
      total: 20,
      totalCents: 2000,
      status: 'reception',
      refundedCents: 0,
      buyer: { id: buyer.user.id, userName: buyer.user.userName, firstName: null, lastName: 'Pérez' },
      seller: { id: seller.user.id, userName: seller.user.userName },
      shipping: null,
      cancelled: null,
      claimStatus: null,
      delivery: {
        method: 'home',
        shippingCents: 0,
        shippingRefundedCents: 0,
        window: null,
        pickupAddress: null,
        late: false,
      },
      coupon: null,
    });
    // The buyer sells nothing.
    expect((await buyer.call('GET', '/api/sales/user')).json<OrderPage>()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('sorts by total or date when asked', async () => {
    const { seller, buyer, product, order } = await sale();
    const bigger = await createPurchase(t.db, { buyerId: buyer.user.id, lines: [{ product, quantity: 5 }] });
    const ids = async (sort: string) =>
      (await seller.call('GET', `/api/sales/user?sort=${sort}`)).json<OrderPage>().items.map((o) => o.id);
    expect(await ids('total_desc')).toEqual([bigger.orders[0]?.id, order.id]);
    expect(await ids('total_asc')).toEqual([order.id, bigger.orders[0]?.id]);
    expect(await ids('date_asc')).toEqual([order.id, bigger.orders[0]?.id]);
    expect((await seller.call('GET', '/api/sales/user?sort=precio')).statusCode).toBe(400);
  });

  it('refuses a page size over 100 with a Spanish field error', async () => {
    const { seller } = await sale();
    const response = await seller.call('GET', '/api/sales/user?pageSize=500');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('tamaño de página');
  });
});

describe('GET /api/orders/all', () => {
  it('is for administrators: 401 without a token, 403 for a user', async () => {
    const { buyer } = await sale();
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/all' })).statusCode).toBe(401);
    expect((await buyer.call('GET', '/api/orders/all')).statusCode).toBe(403);
  });

  it('finds orders by number, product name and user name, and filters by status', async () => {
    const { seller, buyer, product, order } = await sale();
    const admin = await rootSession(t.app, t.db);
    const get = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/all?${query}`,
          headers: authHeader(admin.token),
        })
      ).json<OrderPage>();
    const byNumber = await get(`q=${order.orderNumber.toLowerCase()}`);
    expect(byNumber.items.map((o) => o.id)).toEqual([order.id]);
    expect(byNumber.total).toBe(1);
    expect((await get(`q=${encodeURIComponent(product.name)}`)).items.map((o) => o.id)).toEqual([order.id]);
    expect((await get(`q=${buyer.user.userName}`)).items.map((o) => o.id)).toEqual([order.id]);
    expect((await get(`q=${seller.user.userName}`)).items.map((o) => o.id)).toEqual([order.id]);
    const bySeller = await get(`q=${seller.user.userName}&status=shipped`);
    expect(bySeller.items).toEqual([]);
    expect(bySeller.total).toBe(0);
    const all = await get('pageSize=100');
    // The unfiltered total comes from the daily aggregate: it must equal the orders themselves.
    expect(all.total).toBe(await t.db.$count(orders));
    expect(all.items.some((o) => o.id === order.id)).toBe(true);
    expect((await get('q=100%25')).items).toEqual([]);
  });
});

describe('GET /api/orders/all?q= (people, products and numbers together)', () => {
  const adminGet = async (query: string) => {
    const admin = await rootSession(t.app, t.db);
    return (
      await t.app.inject({ method: 'GET', url: `/api/orders/all?${query}`, headers: authHeader(admin.token) })
    ).json<OrderPage>();
  };

  it('counts an order once when its buyer, its seller and its product all contain the text', async () => {
    const word = `Zafiro${process.pid}`;
    const seller = await shopper(t.app);
    const buyer = await shopper(t.app);
    for (const person of [seller, buyer]) {
      await t.db
        .update(users)
        .set({ lastName: `de ${word}` })
        .where(eq(users.id, person.user.id));
    }
    const product = await fixture.product({ sellerId: seller.user.id, name: `Taza ${word}` });
    const purchase = await createPurchase(t.db, {
      buyerId: buyer.user.id,
      lines: [{ product, quantity: 1 }],
    });
    const found = await adminGet(`q=${word.toLowerCase()}`);
    expect(found.items.map((o) => o.id)).toEqual([purchase.orders[0]?.id]);
    expect(found.total).toBe(1);
  });

  it('finds by e-mail and last name ignoring case, with an exact total on every page', async () => {
    const word = `Cuarzo${process.pid}`;
    const { buyer, product, order } = await sale();
    await t.db.update(users).set({ lastName: word }).where(eq(users.id, buyer.user.id));
    const second = await createPurchase(t.db, { buyerId: buyer.user.id, lines: [{ product, quantity: 1 }] });
    const byEmail = await adminGet(`q=${encodeURIComponent(buyer.user.email.toUpperCase())}`);
    expect(byEmail.items.map((o) => o.id)).toEqual([second.orders[0]?.id, order.id]);
    expect(byEmail.total).toBe(2);
    const byLastName = await adminGet(`q=${word.toUpperCase()}&pageSize=1&page=2`);
    expect(byLastName.items.map((o) => o.id)).toEqual([order.id]);
    expect(byLastName.total).toBe(2);
    // A page past the end has no rows, and still the total.
    expect(await adminGet(`q=${word}&page=9`)).toMatchObject({ items: [], total: 2 });
    expect(await adminGet(`q=${word}&status=received`)).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/sales/user totals', () => {
  it('stays exact as sales come in, also past the last page', async () => {
    const { seller, buyer, product } = await sale();
    await createPurchase(t.db, { buyerId: buyer.user.id, lines: [{ product, quantity: 1 }] });
    await createPurchase(t.db, { buyerId: buyer.user.id, lines: [{ product, quantity: 3 }] });
    const page = async (query: string) =>
      (await seller.call('GET', `/api/sales/user?${query}`)).json<OrderPage>();
    expect((await page('pageSize=2')).total).toBe(3);
    expect(await page('page=7')).toMatchObject({ items: [], total: 3 });
  });
});

describe('GET /api/orders/{orderNumber}', () => {
  it('shows the buyer, the seller and an admin the order with payment and contact; 404 to others', async () => {
    const { seller, buyer, order } = await sale();
    const stranger = await shopper(t.app);
    const admin = await rootSession(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.orderNumber}` })).statusCode).toBe(
      401,
    );
    for (const caller of [buyer, seller]) {
      const response = await caller.call('GET', `/api/orders/${order.orderNumber}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<OrderDetail>()).toMatchObject({
        orderNumber: order.orderNumber,
        payment: { provider: 'sandbox', status: 'approved' },
        buyerContact: { email: buyer.user.email },
      });
    }
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}`,
      headers: authHeader(admin.token),
    });
    expect(asAdmin.statusCode).toBe(200);
    const hidden = await stranger.call('GET', `/api/orders/${order.orderNumber}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ msg: ORDERS_MSG.orderNotFound });
    expect((await buyer.call('GET', '/api/orders/P-999999999')).statusCode).toBe(404);
    expect((await buyer.call('GET', "/api/orders/P-1'x")).statusCode).toBe(400);
  });
});

/** What a seller sends to mark an order 'en camino'. */
const SHIP = { status: 'shipped', carrier: 'oca', trackingNumber: 'OCA-12345' };

describe('PUT /api/orders/{orderNumber}/status', () => {
  it('lets the seller mark it shipped and then the buyer confirm it received', async () => {
    const { seller, buyer, order } = await sale();
    const url = `/api/orders/${order.orderNumber}/status`;
    const shipped = await seller.call('PUT', url, SHIP);
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<OrderLine>()).toMatchObject({ orderNumber: order.orderNumber, status: 'shipped' });
    const received = await buyer.call('PUT', url, { status: 'received' });
    expect(received.statusCode).toBe(200);
    expect(received.json<OrderLine>().status).toBe('received');
    expect(await statusOf(order.id)).toBe('received');
  });

  it('refuses the wrong party with 403, a stranger with the 404 of a missing order, and changes nothing', async () => {
    const { seller, buyer, order } = await sale();
    const stranger = await shopper(t.app);
    const url = `/api/orders/${order.orderNumber}/status`;
    expect((await t.app.inject({ method: 'PUT', url, payload: SHIP })).statusCode).toBe(401);
    // Authentication comes before validation: a visitor with a bad body learns nothing either.
    const visitorBadBody = await t.app.inject({ method: 'PUT', url, payload: { status: 'lost' } });
    expect(visitorBadBody.statusCode).toBe(401);
    const buyerShips = await buyer.call('PUT', url, SHIP);
    expect(buyerShips.statusCode).toBe(403);
    expect(buyerShips.json()).toEqual({ msg: ORDERS_MSG.statusForbidden });
    expect((await seller.call('PUT', url, { status: 'received' })).statusCode).toBe(403);
    const strangerPut = await stranger.call('PUT', url, SHIP);
    const missingPut = await stranger.call('PUT', '/api/orders/P-888888888/status', SHIP);
    expect([strangerPut.statusCode, strangerPut.json()]).toEqual([404, { msg: ORDERS_MSG.orderNotFound }]);
    expect([missingPut.statusCode, missingPut.json()]).toEqual([404, strangerPut.json()]);
    const strangerGet = await stranger.call('GET', `/api/orders/${order.orderNumber}`);
    const missingGet = await stranger.call('GET', '/api/orders/P-888888888');
    expect([strangerGet.statusCode, strangerGet.body]).toEqual([missingGet.statusCode, missingGet.body]);
    expect(strangerGet.statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe('reception');
  });

  it('refuses backwards and same-status moves with 409 and changes nothing', async () => {
    const { seller, buyer, product } = await sale();
    const { orders: made } = await createPurchase(t.db, {
      buyerId: buyer.user.id,
      lines: [{ product, quantity: 1, status: 'shipped' }],
    });
    const order = made[0];
    if (!order) throw new Error('no order');
    const url = `/api/orders/${order.orderNumber}/status`;
    const again = await seller.call('PUT', url, SHIP);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: ORDERS_MSG.statusNotForward });
    const admin = await rootSession(t.app, t.db);
    const back = await t.app.inject({
      method: 'PUT',
      url,
      headers: authHeader(admin.token),
      payload: { status: 'reception' },
    });
    // 'reception' is no move at all: the body is refused before the order is looked at.
    expect(back.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('shipped');
  });

  it("lets an admin make the forward moves but not skip 'en camino'; 404 for an unknown order", async () => {
    const { order } = await sale();
    const admin = await rootSession(t.app, t.db);
    const put = (url: string, status: string, more = {}) =>
      t.app.inject({ method: 'PUT', url, headers: authHeader(admin.token), payload: { status, ...more } });
    const skipped = await put(`/api/orders/${order.orderNumber}/status`, 'received');
    expect([skipped.statusCode, skipped.json()]).toEqual([409, { msg: ORDERS_MSG.receivedBeforeShipped }]);
    expect(await statusOf(order.id)).toBe('reception');
    const shipped = await put(`/api/orders/${order.orderNumber}/status`, 'shipped', {
      carrier: 'andreani',
      trackingNumber: 'AND-1234',
    });
    expect(shipped.statusCode).toBe(200);
    expect((await put(`/api/orders/${order.orderNumber}/status`, 'received')).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('received');
    expect((await put('/api/orders/P-888888888/status', 'received')).statusCode).toBe(404);
    expect((await put(`/api/orders/${order.orderNumber}/status`, 'lost')).statusCode).toBe(400);
  });
});
