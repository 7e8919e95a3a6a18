import { type Coupon, COUPON_MSG as M } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, sandboxPay } from '../../../test/checkout-kit.js';
import { createCoupon, openWith, usesOf } from '../../../test/coupon-kit.js';
import {
  balanceOf,
  ledgerProof,
  type MoneySuite,
  refund,
  refundsOf,
  startMoneySuite,
} from '../../../test/money-kit.js';

let s: MoneySuite;
beforeAll(async () => {
  s = await startMoneySuite();
});
afterAll(() => s?.close());

/** The orders a checkout's purchase made, with what the coupon wrote on them. */
async function ordersOf(checkoutId: string) {
  return (
    await s.t.db.execute<{
      id: number;
      order_number: string;
      total_cents: string;
      coupon_code: string | null;
      coupon_discount_cents: string;
    }>(
      sql`SELECT o.id, o.order_number, o.total_cents::text, o.coupon_code, o.coupon_discount_cents::text FROM orders o
          JOIN invoices i ON i.id = o.invoice_id WHERE i.checkout_session_id = ${checkoutId}::uuid ORDER BY o.id`,
    )
  ).rows;
}

const proofOk = { mismatched: [], unbalancedTransactions: 0, grandTotal: 0 };

describe('a purchase with a seller’s coupon', () => {
  it('takes it off that seller’s lines only; the seller funds it, the commission is on what was paid', async () => {
    const seller = await shopper(s.t.app);
    const a1 = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const a2 = await s.fixture.product({ sellerId: seller.user.id, priceCents: 20_000 });
    const other = await s.fixture.product({ priceCents: 5_000 });
    const coupon = await createCoupon(s.t.app, seller, { kind: 'amount', value: '100', minPurchase: '250' });
    const buyer = await buyerWith(s.t.app, [
      { productId: a1.id, quantity: 1 },
      { productId: a2.id, quantity: 1 },
      { productId: other.id, quantity: 1 },
    ]);
    const opened = await openWith(buyer, [coupon.code]);
    expect(opened.statusCode, opened.body).toBe(200);
    const checkout = opened.json<{ id: string; totalCents: number }>();
    expect(checkout.totalCents).toBe(35_000 - 10_000);
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: 1, held: 1, used: 0, returned: 0 });

    expect((await sandboxPay(s.t.app, checkout.id, 'approve')).statusCode).toBe(200);
    // US$ 100 spread over the seller's lines by their totals; the other seller's line untouched.
    expect(
      (await ordersOf(checkout.id)).map((o) => [o.total_cents, o.coupon_code, o.coupon_discount_cents]),
    ).toEqual([
      ['6667', coupon.code, '3333'],
      ['13333', coupon.code, '6667'],
      ['5000', null, '0'],
    ]);
    // 15 % of what was paid for each line: 1000 + 2000 on 20 000, not on 30 000.
    expect((await balanceOf(seller)).pendingCents).toBe(20_000 - 1_000 - 2_000);
    expect(await ledgerProof(s.t.db)).toEqual(proofOk);
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: 1, held: 0, used: 1, returned: 0 });
    const mine = (await seller.call('GET', '/api/coupons')).json<{ coupons: Coupon[] }>().coupons[0];
    expect(mine).toMatchObject({ uses: 1, held: 0, givenCents: 10_000 });

    // The invoice the buyer sees adds up to what was paid, the discount on its lines.
    const invoice = (await buyer.call('GET', '/api/orders/checkout')).json<{
      totalCents: number;
      lines: { totalCents: number; couponCode: string | null; couponDiscountCents: number }[];
    }>();
    expect(invoice.totalCents).toBe(25_000);
    expect(invoice.lines.map((l) => [l.totalCents, l.couponCode, l.couponDiscountCents])).toEqual([
      [6_667, coupon.code, 3_333],
      [13_333, coupon.code, 6_667],
      [5_000, null, 0],
    ]);
  });

  it('gives the use back when the checkout is left, expires or its payment is rejected', async () => {
    const seller = await shopper(s.t.app);
    const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000, stock: 50 });
    const coupon = await createCoupon(s.t.app, seller, { maxUses: 1 });
    const lines = [{ productId: product.id, quantity: 1 }];

    const leaving = await buyerWith(s.t.app, lines);
    expect((await openWith(leaving, [coupon.code])).statusCode).toBe(200);
    expect((await leaving.call('DELETE', '/api/checkout')).json()).toEqual({ released: true });
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: 0, held: 0, used: 0, returned: 1 });

    const rejected = await buyerWith(s.t.app, lines);
    const rejectedCheckout = (await openWith(rejected, [coupon.code])).json<{ id: string }>();
    expect((await sandboxPay(s.t.app, rejectedCheckout.id, 'reject')).statusCode).toBe(200);
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: 0, held: 0, used: 0, returned: 2 });

    const late = await buyerWith(s.t.app, lines);
    const lateCheckout = (await openWith(late, [coupon.code])).json<{ id: string }>();
    await s.t.db.execute(
      sql`UPDATE checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = ${lateCheckout.id}::uuid`,
    );
    expect(await s.t.app.expireCheckouts()).toBeGreaterThanOrEqual(1);
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: 0, held: 0, used: 0, returned: 3 });
    // A use given back is the buyer's again (their limit counts only uses not given back).
    expect((await openWith(late, [coupon.code])).statusCode).toBe(200);
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: 1, held: 1, used: 0, returned: 3 });
  });

  it('refunds at most what was paid, and a whole cancellation before shipping gives the use back', async () => {
    const seller = await shopper(s.t.app);
    const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const coupon = await createCoupon(s.t.app, seller, { value: 20, maxUses: 5 });
    const buyer = await buyerWith(s.t.app, [{ productId: product.id, quantity: 1 }]);
    const checkout = (await openWith(buyer, [coupon.code])).json<{ id: string; totalCents: number }>();
    expect(checkout.totalCents).toBe(8_000);
    await sandboxPay(s.t.app, checkout.id, 'approve');
    const [order] = await ordersOf(checkout.id);
    const number = order?.order_number ?? '';
    // More than the buyer paid is refused; a part of it is pro rata of the commission on 8 000.
    expect((await refund(seller, number, 8_001)).statusCode).toBe(400);
    expect((await refund(seller, number, 4_000)).statusCode).toBe(200);
    expect((await balanceOf(seller)).pendingCents).toBe(8_000 - 1_200 - (4_000 - 600));
    expect(await usesOf(s.t.db, coupon.id)).toMatchObject({ taken: 1, used: 1 });

    const cancelled = await seller.call('POST', `/api/orders/${number}/cancel`, { reason: 'Sin stock' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await refundsOf(buyer, number)).refundedCents).toBe(8_000);
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: 0, held: 0, used: 0, returned: 1 });
    expect((await balanceOf(seller)).pendingCents).toBe(0);
    expect(await ledgerProof(s.t.db)).toEqual(proofOk);
  });
});

/**
 * On the PostgreSQL server 150 buyers race for a coupon's last 100 uses on separate connections;
 * embedded PGlite has one connection (it serialises them), so there 30 race for 20.
 */
describe('buyers racing for a coupon’s last uses', () => {
  it('exactly as many pay with it as uses were left', async () => {
    const [racers, left] = s.t.kind === 'postgres' ? [150, 100] : [30, 20];
    const seller = await shopper(s.t.app);
    const product = await s.fixture.product({ sellerId: seller.user.id, priceCents: 1_000, stock: 1_000 });
    const coupon = await createCoupon(s.t.app, seller, { value: 50, maxUses: left });
    const buyers = [];
    for (let i = 0; i < racers; i++)
      buyers.push(await buyerWith(s.t.app, [{ productId: product.id, quantity: 1 }]));

    const opened = await Promise.all(buyers.map((b) => openWith(b, [coupon.code])));
    const winners = opened.filter((r) => r.statusCode === 200);
    const refusals = opened.filter((o) => o.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`);
    expect(refusals).toEqual(Array(racers - left).fill(`409 ${JSON.stringify({ msg: M.usedUp })}`));
    expect(winners).toHaveLength(left);
    const paid = await Promise.all(
      winners.map((r) => sandboxPay(s.t.app, r.json<{ id: string }>().id, 'approve')),
    );
    for (const p of paid) expect(p.json()).toMatchObject({ status: 'approved' });

    const [sold] = (
      await s.t.db.execute<{ orders: number; discounted: number }>(sql`
        SELECT count(*)::int AS orders, count(*) FILTER (WHERE coupon_id = ${coupon.id} AND total_cents = 500)::int AS discounted
        FROM orders WHERE product_id = ${product.id}`)
    ).rows;
    expect(sold).toEqual({ orders: left, discounted: left });
    expect(await usesOf(s.t.db, coupon.id)).toEqual({ taken: left, held: 0, used: left, returned: 0 });
    expect(await ledgerProof(s.t.db)).toEqual(proofOk);
  }, 300_000);
});
