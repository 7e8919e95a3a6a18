import { COUPON_MSG as M } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, sandboxPay } from '../../../test/checkout-kit.js';
import { createCoupon, freshCode, openWith, shopDayFrom, usesOf } from '../../../test/coupon-kit.js';
import { balanceOf, ledgerProof, type MoneySuite, startMoneySuite } from '../../../test/money-kit.js';

let s: MoneySuite;
beforeAll(async () => {
  s = await startMoneySuite();
});
afterAll(() => s?.close());

/** The shop's marketing expense so far (its ledger account; negative: spent). */
const marketing = async () =>
  Number(
    (
      await s.t.db.execute<{ total: string }>(
        sql`SELECT coalesce(sum(amount_cents), 0)::text AS total FROM ledger_entries WHERE account = 'marketing'`,
      )
    ).rows[0]?.total,
  );

const proofOk = { mismatched: [], unbalancedTransactions: 0, grandTotal: 0 };

describe('a coupon the shop funds', () => {
  it('only an administrator creates one; a seller cannot', async () => {
    const seller = await shopper(s.t.app);
    const body = {
      code: freshCode('TIENDA'),
      kind: 'percent',
      value: 10,
      startsOn: shopDayFrom(s.t.app),
      endsOn: shopDayFrom(s.t.app, 2),
    };
    expect((await seller.call('POST', '/api/admin/coupons', body)).statusCode).toBe(403);
    const created = await s.admin.call('POST', '/api/admin/coupons', body);
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await s.admin.call('GET', '/api/admin/coupons')).json<{ coupons: { code: string }[] }>();
    expect(listed.coupons.map((c) => c.code)).toContain(body.code);
  });

  it('takes off every seller’s lines; each seller is paid the full price, the difference is the shop’s marketing expense', async () => {
    const [a, b] = [await shopper(s.t.app), await shopper(s.t.app)];
    const pa = await s.fixture.product({ sellerId: a.user.id, priceCents: 10_000 });
    const pb = await s.fixture.product({ sellerId: b.user.id, priceCents: 30_000 });
    const code = freshCode('HOTSALE');
    const created = await s.admin.call('POST', '/api/admin/coupons', {
      code,
      kind: 'amount',
      value: '80',
      startsOn: shopDayFrom(s.t.app),
      endsOn: shopDayFrom(s.t.app, 1),
    });
    expect(created.statusCode, created.body).toBe(201);
    const couponId = created.json<{ id: number }>().id;
    const buyer = await buyerWith(s.t.app, [
      { productId: pa.id, quantity: 1 },
      { productId: pb.id, quantity: 1 },
    ]);
    // Not added to a seller's own coupon.
    const sellers = await createCoupon(s.t.app, a);
    const both = await openWith(buyer, [code, sellers.code]);
    expect([both.statusCode, both.json()]).toEqual([
      400,
      { errors: [{ param: 'coupons', msg: M.notCombinable }] },
    ]);

    const before = await marketing();
    const opened = await openWith(buyer, [code]);
    expect(opened.statusCode, opened.body).toBe(200);
    const checkout = opened.json<{ id: string; totalCents: number }>();
    expect(checkout.totalCents).toBe(40_000 - 8_000);
    expect((await sandboxPay(s.t.app, checkout.id, 'approve')).statusCode).toBe(200);

    // US$ 80 spread 2 000 / 6 000; each seller is owed the full price less 15 %.
    expect((await balanceOf(a)).pendingCents).toBe(10_000 - 1_500);
    expect((await balanceOf(b)).pendingCents).toBe(30_000 - 4_500);
    expect((await marketing()) - before).toBe(-8_000);
    expect(await usesOf(s.t.db, couponId)).toEqual({ taken: 1, held: 0, used: 1, returned: 0 });
    expect(await ledgerProof(s.t.db)).toEqual(proofOk);

    // A's order cancelled before shipping: the buyer gets back what they paid for it (8 000), the
    // seller gives back all they were credited, and the shop's expense on it comes back.
    const [orderA] = (
      await s.t.db.execute<{ order_number: string; total_cents: string; coupon_by_shop: boolean }>(sql`
        SELECT o.order_number, o.total_cents::text, o.coupon_by_shop FROM orders o JOIN invoices i ON i.id = o.invoice_id
        WHERE i.checkout_session_id = ${checkout.id}::uuid AND o.seller_id = ${a.user.id}`)
    ).rows;
    expect(orderA).toMatchObject({ total_cents: '8000', coupon_by_shop: true });
    const cancelled = await a.call('POST', `/api/orders/${orderA?.order_number}/cancel`, {
      reason: 'Sin stock',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await balanceOf(a)).pendingCents).toBe(0);
    expect((await marketing()) - before).toBe(-6_000);
    // B's order still used it: the use stays spent.
    expect(await usesOf(s.t.db, couponId)).toMatchObject({ taken: 1, used: 1 });
    expect(await ledgerProof(s.t.db)).toEqual(proofOk);
  });
});
