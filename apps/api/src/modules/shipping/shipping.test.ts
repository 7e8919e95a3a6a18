import type {
  OrderDetail,
  ShippingQuote,
  ShippingSettingsBody,
  ShippingSettingsResponse,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, type Shopper, sandboxPay } from '../../../test/checkout-kit.js';
import { ledgerProof, type MoneySuite, refundsOf, startMoneySuite } from '../../../test/money-kit.js';

/** A seller in Rosario (Santa Fe, 2000): pickup, and home delivery priced by destination. */
const ROSARIO: ShippingSettingsBody = {
  originProvince: 'S',
  originPostalCode: 'S2000ABC',
  dispatchDays: 1,
  pickup: { enabled: true, address: 'Bv. Oroño 1200, Rosario' },
  home: {
    enabled: true,
    city: { price: '1000', minDays: 1, maxDays: 1 },
    province: { price: '2000', minDays: 1, maxDays: 2 },
    country: { price: '5000', minDays: 3, maxDays: 6 },
    provinces: [{ province: 'X', price: '3500,50', minDays: 2, maxDays: 3 }],
    extraUnit: '500',
    freeFrom: '30000',
  },
};

let s: MoneySuite;
beforeAll(async () => {
  s = await startMoneySuite();
});
afterAll(() => s.close());

async function sellerShipping(body: ShippingSettingsBody = ROSARIO): Promise<Shopper> {
  const seller = await shopper(s.t.app);
  const saved = await seller.call('PUT', '/api/shipping/settings', body);
  expect(saved.statusCode, saved.body).toBe(200);
  return seller;
}

/** A buyer whose default address is in `province` at `postalCode`. */
async function buyerIn(
  province: string,
  postalCode: string,
  lines: { productId: number; quantity: number }[],
) {
  const buyer = await buyerWith(s.t.app, lines);
  const moved = await buyer.call('POST', '/api/addresses', {
    street: 'San Martín',
    number: '100',
    city: 'Destino',
    province,
    postalCode,
    phone: '+54 351 555-0000',
    isDefault: true,
  });
  expect(moved.statusCode, moved.body).toBe(201);
  return buyer;
}

/** The orders a checkout's purchase made, in order, with what shipping wrote on them. */
async function ordersOf(checkoutId: string) {
  return (
    await s.t.db.execute<{
      id: number;
      order_number: string;
      delivery: string;
      shipping_cents: string;
      pickup_address: string | null;
    }>(
      sql`SELECT o.id, o.order_number, o.delivery, o.shipping_cents::text, o.pickup_address FROM orders o
          JOIN invoices i ON i.id = o.invoice_id WHERE i.checkout_session_id = ${checkoutId}::uuid ORDER BY o.id`,
    )
  ).rows;
}

/** A buyer in `province` pays for `lines` in the sandbox; answers their first order's number. */
async function paidSale(
  province: string,
  postalCode: string,
  lines: { productId: number; quantity: number }[],
) {
  const buyer = await buyerIn(province, postalCode, lines);
  const checkout = await openCheckout(buyer);
  expect((await sandboxPay(s.t.app, checkout.id, 'approve')).statusCode).toBe(200);
  const [first] = await ordersOf(checkout.id);
  return { buyer, checkout, orderNumber: first?.order_number ?? '' };
}

const quote = (productId: number, query = '') =>
  s.t.app.inject({ method: 'GET', url: `/api/shipping/quote?productId=${productId}${query}` });

describe('a seller’s shipping settings', () => {
  it('starts on the shop’s defaults and saves its own, in cents', async () => {
    const seller = await shopper(s.t.app);
    const before = (await seller.call('GET', '/api/shipping/settings')).json<ShippingSettingsResponse>();
    expect(before.usingDefaults).toBe(true);
    const saved = (
      await seller.call('PUT', '/api/shipping/settings', ROSARIO)
    ).json<ShippingSettingsResponse>();
    expect(saved.usingDefaults).toBe(false);
    expect(saved.settings.home.provinces).toEqual([
      { province: 'X', priceCents: 350_050, minDays: 2, maxDays: 3 },
    ]);
    expect(saved.settings.home.freeFromCents).toBe(3_000_000);
    expect(saved.settings.originPostalCode).toBe('S2000ABC');
  });

  it.each([
    [
      { home: { ...ROSARIO.home, city: { price: '-5', minDays: 1, maxDays: 1 } } },
      'home.city.price',
      'No puede ser negativo',
    ],
    [
      { home: { ...ROSARIO.home, country: { price: '999999999', minDays: 1, maxDays: 1 } } },
      'home.country.price',
      'El precio no puede superar 100000',
    ],
    [{ originProvince: 'ZZ' }, 'originProvince', 'Elige una provincia de la lista'],
    [
      { home: { ...ROSARIO.home, provinces: [{ province: 'Ñ', price: '1', minDays: 1, maxDays: 1 }] } },
      'home.provinces.0.province',
      'Elige una provincia de la lista',
    ],
    [
      { pickup: { enabled: false, address: '' }, home: { ...ROSARIO.home, enabled: false } },
      'home.enabled',
      'Elige al menos una forma de entrega',
    ],
    [{ pickup: { enabled: true, address: ' ' } }, 'pickup.address', 'Escribe la dirección de retiro'],
    [
      { home: { ...ROSARIO.home, city: { price: '1', minDays: 5, maxDays: 2 } } },
      'home.city.maxDays',
      'El máximo no puede ser menor que el mínimo',
    ],
    [{ dispatchDays: 400 }, 'dispatchDays', 'Como máximo 30 días hábiles'],
  ])('refuses %j in Spanish and keeps what was saved', async (change, param, msg) => {
    const seller = await sellerShipping();
    const refused = await seller.call('PUT', '/api/shipping/settings', { ...ROSARIO, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { param: string; msg: string }[] }>().errors).toContainEqual({
      param,
      msg,
    });
    const kept = (await seller.call('GET', '/api/shipping/settings')).json<ShippingSettingsResponse>();
    expect(kept.settings.home.city.priceCents).toBe(100_000);
  });

  it('is the administrator’s to set for the shop, and nobody else’s', async () => {
    const someone = await shopper(s.t.app);
    expect(
      (await someone.call('PUT', '/api/admin/shipping', { settings: ROSARIO, commissionOnShipping: true }))
        .statusCode,
    ).toBe(403);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/shipping/settings' })).statusCode).toBe(401);
  });
});

describe('prices by destination, free shipping and the window', () => {
  it('quotes the seller’s city, province, a priced province and the rest of the country', async () => {
    const seller = await sellerShipping();
    const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const cost = async (q: string) => (await quote(product.id, q)).json<ShippingQuote>().home?.costCents;
    expect(await cost('&province=S&postalCode=2000')).toBe(100_000);
    expect(await cost('&province=S&postalCode=S2300XYZ')).toBe(200_000);
    expect(await cost('&province=X&postalCode=5000')).toBe(350_050);
    expect(await cost('&province=B&postalCode=1900')).toBe(500_000);
    // Each extra unit adds its price.
    expect(await cost('&province=B&postalCode=1900&quantity=3')).toBe(600_000);
    const pickupOnly = (await quote(product.id)).json<ShippingQuote>();
    expect(pickupOnly.home).toBeNull();
    expect(pickupOnly.pickup?.window.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await quote(product.id, '&postalCode=12')).statusCode).toBe(400);
    expect((await quote(999_999_999)).statusCode).toBe(404);
  });

  it('ships free from the threshold, and marks the products that reach it alone', async () => {
    const seller = await sellerShipping();
    const cheap = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const dear = await s.fixture.product({ sellerId: seller.user.id, priceCents: 3_000_000 });
    const free = (await quote(dear.id, '&province=B&postalCode=1900')).json<ShippingQuote>().home;
    expect(free).toMatchObject({ costCents: 0, free: true });
    const marked = async (id: number) =>
      (
        await s.t.db.execute<{ free: boolean }>(
          sql`SELECT free_shipping AS free FROM products WHERE id = ${id}`,
        )
      ).rows[0]?.free;
    expect(await marked(dear.id)).toBe(true);
    expect(await marked(cheap.id)).toBe(false);
    // A lower threshold marks the cheap one; none unmarks both.
    await seller.call('PUT', '/api/shipping/settings', {
      ...ROSARIO,
      home: { ...ROSARIO.home, freeFrom: '50' },
    });
    expect(await marked(cheap.id)).toBe(true);
    await seller.call('PUT', '/api/shipping/settings', {
      ...ROSARIO,
      home: { ...ROSARIO.home, freeFrom: '' },
    });
    expect([await marked(cheap.id), await marked(dear.id)]).toEqual([false, false]);
  });
});

describe('‘Envío gratis’ on cards and as a filter with its count', () => {
  it('lists and counts the products that ship free, alone and with other filters', async () => {
    const seller = await sellerShipping({ ...ROSARIO, home: { ...ROSARIO.home, freeFrom: '900' } });
    const category = await s.fixture.product({ sellerId: seller.user.id, priceCents: 100_000 });
    const free = await s.fixture.product({ sellerId: seller.user.id, priceCents: 95_000, discount: 0 });
    const paid = await s.fixture.product({ sellerId: seller.user.id, priceCents: 50_000 });
    const list = async (query: string) =>
      (await s.t.app.inject({ method: 'GET', url: `/api/products?${query}&pageSize=100` })).json<{
        items: { id: number; freeShipping: boolean }[];
        total: number;
      }>();
    const listed = await list('freeShipping=true');
    const ids = listed.items.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([category.id, free.id]));
    expect(ids).not.toContain(paid.id);
    expect(listed.items.every((p) => p.freeShipping)).toBe(true);
    const options = async (query: string) =>
      (await s.t.app.inject({ method: 'GET', url: `/api/products/filters/options?${query}` })).json<{
        freeShipping: number;
      }>();
    // The maintained counts and the windowed ones agree with the list.
    expect((await options('')).freeShipping).toBe(listed.total);
    expect((await options('priceMax=99999')).freeShipping).toBe(
      (await list('freeShipping=true&priceMax=99999')).total,
    );
    // Lowering the threshold below the cheap one counts it too, at once.
    await seller.call('PUT', '/api/shipping/settings', {
      ...ROSARIO,
      home: { ...ROSARIO.home, freeFrom: '100' },
    });
    expect((await options('')).freeShipping).toBe(listed.total + 1);
  });
});

describe('the cart’s shipping before the checkout', () => {
  it('groups by seller, prices to the default address and says what is missing for free shipping', async () => {
    const rosario = await sellerShipping();
    const a = await s.fixture.product({ sellerId: rosario.user.id, priceCents: 1_000_000 });
    const variantOf = async (productId: number) =>
      Number(
        (
          await s.t.db.execute<{ id: number }>(
            sql`SELECT id FROM product_variants WHERE product_id = ${productId}`,
          )
        ).rows[0]?.id,
      );
    const buyer = await buyerIn('Buenos Aires', '1900', []);
    const body = { lines: [{ productId: a.id, variantId: await variantOf(a.id), quantity: 1 }] };
    const answer = await buyer.call('POST', '/api/shipping/cart', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const [group] = answer.json<{
      groups: {
        sellerId: number;
        method: string;
        costCents: number;
        missingForFreeCents: number;
        methods: string[];
      }[];
    }>().groups;
    expect(group).toMatchObject({
      sellerId: rosario.user.id,
      methods: ['home', 'pickup'],
      method: 'home',
      costCents: 500_000,
      missingForFreeCents: 2_000_000,
    });
    // A guest names no place: home delivery has no price yet; pickup has one.
    const guest = await s.t.app.inject({
      method: 'POST',
      url: '/api/shipping/cart',
      payload: { ...body, delivery: [{ sellerId: rosario.user.id, method: 'pickup' }] },
    });
    expect(
      guest.json<{ groups: { method: string; costCents: number }[]; shippingCents: number }>(),
    ).toMatchObject({
      groups: [{ method: 'pickup', costCents: 0 }],
      shippingCents: 0,
    });
    const refused = await s.t.app.inject({
      method: 'POST',
      url: '/api/shipping/cart',
      payload: { lines: [{ productId: 'x' }] },
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('a purchase from two sellers, each with their own way', () => {
  it('charges each seller’s shipping once, in the total, the orders and the ledger apart from the sale', async () => {
    const rosario = await sellerShipping();
    const pickupOnly = await sellerShipping({
      ...ROSARIO,
      home: { ...ROSARIO.home, enabled: false },
      pickup: { enabled: true, address: 'Local 4, Galería Jardín' },
    });
    const a1 = await s.fixture.product({ sellerId: rosario.user.id, priceCents: 10_000 });
    const a2 = await s.fixture.product({ sellerId: rosario.user.id, priceCents: 20_000 });
    const b = await s.fixture.product({ sellerId: pickupOnly.user.id, priceCents: 5_000 });
    const buyer = await buyerIn('Córdoba', 'X5000ABC', [
      { productId: a1.id, quantity: 1 },
      { productId: a2.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ]);
    const checkout = await openCheckout(buyer);
    // Córdoba's own price plus one extra unit: 3500,50 + 500.
    expect(checkout.shippingCents).toBe(400_050);
    expect(checkout.totalCents).toBe(35_000 + 400_050);
    expect((await sandboxPay(s.t.app, checkout.id, 'approve')).statusCode).toBe(200);
    const orders = await ordersOf(checkout.id);
    // Rosario's shipping spread over its two lines by their totals; the pickup is free.
    expect(orders.map((o) => [o.delivery, Number(o.shipping_cents)])).toEqual([
      ['home', 133_350],
      ['home', 266_700],
      ['pickup', 0],
    ]);
    expect(orders[2]?.pickup_address).toBe('Local 4, Galería Jardín');
    const shippingMoves = (
      await s.t.db.execute<{ n: number; total: string }>(
        sql`SELECT count(*)::int AS n, coalesce(sum(gross_cents), 0)::text AS total FROM ledger_transactions
            WHERE kind = 'shipping' AND order_id = ANY(${sql.param(orders.map((o) => Number(o.id)))}::int[])`,
      )
    ).rows[0];
    expect(shippingMoves).toEqual({ n: 2, total: '400050' });
    expect(await ledgerProof(s.t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
    // The buyer sees the way, the price and the window on the order.
    const detail = (await buyer.call('GET', `/api/orders/${orders[0]?.order_number}`)).json<OrderDetail>();
    expect(detail.delivery).toMatchObject({ method: 'home', shippingCents: 133_350, late: false });
    expect((detail.delivery.window?.from ?? 'z') <= (detail.delivery.window?.to ?? '')).toBe(true);
  });

  it('uses pickup when the buyer asks for it, and refuses an unknown way', async () => {
    const rosario = await sellerShipping();
    const product = await s.fixture.product({ sellerId: rosario.user.id, priceCents: 10_000 });
    const buyer = await buyerIn('Buenos Aires', '1900', [{ productId: product.id, quantity: 1 }]);
    const bad = await buyer.call('POST', '/api/checkout', {
      delivery: [{ sellerId: rosario.user.id, method: 'dron' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toBe(
      'Elige una forma de entrega válida',
    );
    const home = await buyer.call('POST', '/api/checkout');
    expect(home.json<{ shippingCents: number }>().shippingCents).toBe(500_000);
    // Asking for pickup redraws the same cart's checkout without shipping.
    const pickup = await buyer.call('POST', '/api/checkout', {
      delivery: [{ sellerId: rosario.user.id, method: 'pickup' }],
    });
    expect(pickup.json<{ shippingCents: number; totalCents: number }>()).toMatchObject({
      shippingCents: 0,
      totalCents: 10_000,
    });
  });
});

describe('refunds and shipping', () => {
  async function shippedSale() {
    const seller = await sellerShipping();
    const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    return { seller, ...(await paidSale('Buenos Aires', '1900', [{ productId: product.id, quantity: 2 }])) };
  }

  it('a partial refund keeps the shipping unless the seller includes it', async () => {
    const { seller, orderNumber } = await shippedSale();
    const partial = await seller.call('POST', `/api/orders/${orderNumber}/refunds`, {
      amountCents: 5_000,
      reason: 'Faltó una pieza',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const withShipping = await seller.call('POST', `/api/orders/${orderNumber}/refunds`, {
      amountCents: 1_000,
      reason: 'Llegó tarde',
      includeShipping: true,
    });
    expect(withShipping.statusCode, withShipping.body).toBe(200);
    const refunds = (await refundsOf(seller, orderNumber)).refunds;
    expect(refunds.map((r) => [r.amountCents, r.shippingCents])).toEqual([
      [5_000, 0],
      [1_000 + 550_000, 550_000],
    ]);
    expect(await ledgerProof(s.t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('cancelling the order gives everything back, shipping included', async () => {
    const { seller, orderNumber } = await shippedSale();
    const cancelled = await seller.call('POST', `/api/orders/${orderNumber}/cancel`, {
      reason: 'Me quedé sin stock',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [only] = (await refundsOf(seller, orderNumber)).refunds;
    expect([only?.amountCents, only?.shippingCents]).toEqual([20_000 + 550_000, 550_000]);
  });

  it('refunding the whole order gives its shipping back', async () => {
    const { seller, orderNumber } = await shippedSale();
    const whole = await seller.call('POST', `/api/orders/${orderNumber}/refunds`, {
      amountCents: 20_000,
      reason: 'Sin stock real',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const [only] = (await refundsOf(seller, orderNumber)).refunds;
    expect([only?.amountCents, only?.shippingCents]).toEqual([20_000 + 550_000, 550_000]);
    expect(await ledgerProof(s.t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });
});

describe('orders follow their way of delivery', () => {
  async function pickupSale() {
    const seller = await sellerShipping({ ...ROSARIO, home: { ...ROSARIO.home, enabled: false } });
    const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    return { seller, ...(await paidSale('Santa Fe', '2000', [{ productId: product.id, quantity: 1 }])) };
  }
  const move = (who: Shopper, orderNumber: string, body: object) =>
    who.call('PUT', `/api/orders/${orderNumber}/status`, body);

  it('pickup: ready, then received by the seller; never shipped, never received before ready', async () => {
    const { seller, buyer, orderNumber } = await pickupSale();
    const early = await move(buyer, orderNumber, { status: 'received' });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ msg: string }>().msg).toMatch(/todavía no está lista para retirar/);
    const shipped = await move(seller, orderNumber, {
      status: 'shipped',
      carrier: 'andreani',
      trackingNumber: 'AB123456',
    });
    expect(shipped.statusCode).toBe(409);
    expect((await move(buyer, orderNumber, { status: 'ready' })).statusCode).toBe(403);
    expect((await move(seller, orderNumber, { status: 'ready' })).statusCode).toBe(200);
    const handed = await move(seller, orderNumber, { status: 'received' });
    expect(handed.statusCode, handed.body).toBe(200);
    const detail = (await buyer.call('GET', `/api/orders/${orderNumber}`)).json<OrderDetail>();
    expect(detail.status).toBe('received');
    expect(detail.events.map((e) => [e.kind, e.actorRole])).toEqual([
      ['ready', 'seller'],
      ['received', 'seller'],
    ]);
  });

  it('home: the buyer’s premature ‘Recibido’ is refused, and ‘ready’ is not a step of it', async () => {
    const seller = await sellerShipping();
    const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const { buyer, orderNumber } = await paidSale('Buenos Aires', '1900', [
      { productId: product.id, quantity: 1 },
    ]);
    expect((await move(buyer, orderNumber, { status: 'received' })).statusCode).toBe(409);
    expect((await move(seller, orderNumber, { status: 'ready' })).statusCode).toBe(409);
    expect((await move(seller, orderNumber, { status: 'received' })).statusCode).toBe(403);
  });

  it('an order past its window reads as late, and received so it is a late delivery for the seller', async () => {
    const { seller, buyer, orderNumber } = await pickupSale();
    await s.t.db.execute(
      sql`UPDATE orders SET delivery_from = '2020-01-01', delivery_to = '2020-01-02' WHERE order_number = ${orderNumber}`,
    );
    const detail = (await buyer.call('GET', `/api/orders/${orderNumber}`)).json<OrderDetail>();
    expect(detail.delivery.late).toBe(true);
    const lateFacts = async () =>
      Number(
        (
          await s.t.db.execute<{ n: number }>(
            sql`SELECT coalesce(sum(n), 0)::int AS n FROM seller_facts WHERE seller_id = ${seller.user.id} AND fact = 'late'`,
          )
        ).rows[0]?.n,
      );
    expect(await lateFacts()).toBe(0);
    expect((await move(seller, orderNumber, { status: 'ready' })).statusCode).toBe(200);
    expect((await move(buyer, orderNumber, { status: 'received' })).statusCode).toBe(200);
    expect(await lateFacts()).toBe(1);
    // Received, it is no longer late on screen; the reputation remembers it.
    expect((await buyer.call('GET', `/api/orders/${orderNumber}`)).json<OrderDetail>().delivery.late).toBe(
      false,
    );
  });

  it('an order received within its window is no late delivery', async () => {
    const { seller, buyer, orderNumber } = await pickupSale();
    await move(seller, orderNumber, { status: 'ready' });
    await move(buyer, orderNumber, { status: 'received' });
    const facts = await s.t.db.execute<{ fact: string }>(
      sql`SELECT DISTINCT fact FROM seller_facts WHERE seller_id = ${seller.user.id} AND n <> 0 ORDER BY fact`,
    );
    expect(facts.rows.map((r) => r.fact)).not.toContain('late');
    expect(facts.rows.map((r) => r.fact)).toContain('received');
  });
});

describe('the shop’s defaults', () => {
  it('apply to a seller without their own, and may carry the commission onto shipping', async () => {
    const before = (await s.admin.call('GET', '/api/admin/shipping')).json<{
      settings: object;
      commissionOnShipping: boolean;
    }>();
    expect(before.commissionOnShipping).toBe(false);
    const set = await s.admin.call('PUT', '/api/admin/shipping', {
      settings: {
        ...ROSARIO,
        pickup: { enabled: false, address: '' },
        home: { ...ROSARIO.home, freeFrom: '' },
      },
      commissionOnShipping: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const seller = await shopper(s.t.app);
      const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
      const buyer = await buyerIn('Buenos Aires', '1900', [{ productId: product.id, quantity: 1 }]);
      const checkout = await openCheckout(buyer);
      expect(checkout.shippingCents).toBe(500_000);
      await sandboxPay(s.t.app, checkout.id, 'approve');
      const [order] = await ordersOf(checkout.id);
      const [sale, shipping] = (
        await s.t.db.execute<{
          kind: string;
          gross_cents: string;
          commission_cents: string;
          rate_bp: number;
        }>(
          sql`SELECT kind, gross_cents::text, commission_cents::text, rate_bp FROM ledger_transactions
              WHERE order_id = ${Number(order?.id)} AND kind IN ('sale', 'shipping') ORDER BY kind`,
        )
      ).rows;
      // The general rate on both: the sale's product and, set so, its shipping.
      expect(shipping).toMatchObject({ kind: 'shipping', gross_cents: '500000', rate_bp: sale?.rate_bp });
      expect(Number(shipping?.commission_cents)).toBe(Math.round((500_000 * Number(sale?.rate_bp)) / 10_000));
      expect(await ledgerProof(s.t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
    } finally {
      await s.admin.call('PUT', '/api/admin/shipping', {
        settings: {
          originProvince: 'C',
          originPostalCode: '1000',
          dispatchDays: 1,
          pickup: { enabled: false, address: '' },
          home: {
            enabled: true,
            city: { price: '0', minDays: 1, maxDays: 2 },
            province: { price: '0', minDays: 2, maxDays: 4 },
            country: { price: '0', minDays: 3, maxDays: 7 },
          },
        },
        commissionOnShipping: false,
      });
    }
  });
});
