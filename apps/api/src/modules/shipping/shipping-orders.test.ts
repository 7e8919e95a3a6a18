import type { OrderDetail } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { openCheckout, type Shopper, sandboxPay } from '../../../test/checkout-kit.js';
import { ledgerProof, refundsOf } from '../../../test/money-kit.js';
import { ROSARIO, shippingSuite } from '../../../test/shipping-kit.js';

const { suite, sellerShipping, buyerIn, ordersOf, paidSale } = shippingSuite();

/** Purchases with shipping: totals, the ledger, refunds, the orders' steps, the shop's defaults. */
describe('a purchase from two sellers, each with their own way', () => {
  it('charges each seller’s shipping once, in the total, the orders and the ledger apart from the sale', async () => {
    const rosario = await sellerShipping();
    const pickupOnly = await sellerShipping({
      ...ROSARIO,
      home: { ...ROSARIO.home, enabled: false },
      pickup: { enabled: true, address: 'Local 4, Galería Jardín' },
    });
    const a1 = await suite().fixture.product({ sellerId: rosario.user.id, priceCents: 10_000 });
    const a2 = await suite().fixture.product({ sellerId: rosario.user.id, priceCents: 20_000 });
    const b = await suite().fixture.product({ sellerId: pickupOnly.user.id, priceCents: 5_000 });
    const buyer = await buyerIn('Córdoba', 'X5000ABC', [
      { productId: a1.id, quantity: 1 },
      { productId: a2.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ]);
    const checkout = await openCheckout(buyer);
    // Córdoba's own price plus one extra unit: 3500,50 + 500.
    expect(checkout.shippingCents).toBe(400_050);
    expect(checkout.totalCents).toBe(35_000 + 400_050);
    expect((await sandboxPay(suite().t.app, checkout.id, 'approve')).statusCode).toBe(200);
    const orders = await ordersOf(checkout.id);
    // Rosario's shipping spread over its two lines by their totals; the pickup is free.
    expect(orders.map((o) => [o.delivery, Number(o.shipping_cents)])).toEqual([
      ['home', 133_350],
      ['home', 266_700],
      ['pickup', 0],
    ]);
    expect(orders[2]?.pickup_address).toBe('Local 4, Galería Jardín');
    const shippingMoves = (
      await suite().t.db.execute<{ n: number; total: string }>(
        sql`SELECT count(*)::int AS n, coalesce(sum(gross_cents), 0)::text AS total FROM ledger_transactions
            WHERE kind = 'shipping' AND order_id = ANY(${sql.param(orders.map((o) => Number(o.id)))}::int[])`,
      )
    ).rows[0];
    expect(shippingMoves).toEqual({ n: 2, total: '400050' });
    expect(await ledgerProof(suite().t.db)).toEqual({
      mismatched: [],
      unbalancedTransactions: 0,
      grandTotal: 0,
    });
    // The buyer sees the way, the price and the window on the order.
    const detail = (await buyer.call('GET', `/api/orders/${orders[0]?.order_number}`)).json<OrderDetail>();
    expect(detail.delivery).toMatchObject({ method: 'home', shippingCents: 133_350, late: false });
    expect((detail.delivery.window?.from ?? 'z') <= (detail.delivery.window?.to ?? '')).toBe(true);
  });

  it('uses pickup when the buyer asks for it, and refuses an unknown way', async () => {
    const rosario = await sellerShipping();
    const product = await suite().fixture.product({ sellerId: rosario.user.id, priceCents: 10_000 });
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
    const product = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
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
    expect(await ledgerProof(suite().t.db)).toEqual({
      mismatched: [],
      unbalancedTransactions: 0,
      grandTotal: 0,
    });
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
    expect(await ledgerProof(suite().t.db)).toEqual({
      mismatched: [],
      unbalancedTransactions: 0,
      grandTotal: 0,
    });
  });
});

describe('orders follow their way of delivery', () => {
  async function pickupSale() {
    const seller = await sellerShipping({ ...ROSARIO, home: { ...ROSARIO.home, enabled: false } });
    const product = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
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
    const product = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const { buyer, orderNumber } = await paidSale('Buenos Aires', '1900', [
      { productId: product.id, quantity: 1 },
    ]);
    expect((await move(buyer, orderNumber, { status: 'received' })).statusCode).toBe(409);
    expect((await move(seller, orderNumber, { status: 'ready' })).statusCode).toBe(409);
    expect((await move(seller, orderNumber, { status: 'received' })).statusCode).toBe(403);
  });

  it('an order past its window reads as late, and received so it is a late delivery for the seller', async () => {
    const { seller, buyer, orderNumber } = await pickupSale();
    await suite().t.db.execute(
      sql`UPDATE orders SET delivery_from = '2020-01-01', delivery_to = '2020-01-02' WHERE order_number = ${orderNumber}`,
    );
    const detail = (await buyer.call('GET', `/api/orders/${orderNumber}`)).json<OrderDetail>();
    expect(detail.delivery.late).toBe(true);
    const lateFacts = async () =>
      Number(
        (
          await suite().t.db.execute<{ n: number }>(
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
    const facts = await suite().t.db.execute<{ fact: string }>(
      sql`SELECT DISTINCT fact FROM seller_facts WHERE seller_id = ${seller.user.id} AND n <> 0 ORDER BY fact`,
    );
    expect(facts.rows.map((r) => r.fact)).not.toContain('late');
    expect(facts.rows.map((r) => r.fact)).toContain('received');
  });
});

describe('the shop’s defaults', () => {
  it('apply to a seller without their own, and may carry the commission onto shipping', async () => {
    const before = (await suite().admin.call('GET', '/api/admin/shipping')).json<{
      settings: object;
      commissionOnShipping: boolean;
    }>();
    expect(before.commissionOnShipping).toBe(false);
    const set = await suite().admin.call('PUT', '/api/admin/shipping', {
      settings: {
        ...ROSARIO,
        pickup: { enabled: false, address: '' },
        home: { ...ROSARIO.home, freeFrom: '' },
      },
      commissionOnShipping: true,
    });
    expect(set.statusCode, set.body).toBe(200);
    try {
      const seller = await shopper(suite().t.app);
      const product = await suite().fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
      const buyer = await buyerIn('Buenos Aires', '1900', [{ productId: product.id, quantity: 1 }]);
      const checkout = await openCheckout(buyer);
      expect(checkout.shippingCents).toBe(500_000);
      await sandboxPay(suite().t.app, checkout.id, 'approve');
      const [order] = await ordersOf(checkout.id);
      const [sale, shipping] = (
        await suite().t.db.execute<{
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
      expect(await ledgerProof(suite().t.db)).toEqual({
        mismatched: [],
        unbalancedTransactions: 0,
        grandTotal: 0,
      });
    } finally {
      await suite().admin.call('PUT', '/api/admin/shipping', {
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
