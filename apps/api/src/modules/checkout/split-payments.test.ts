import { CHECKOUT_MSG, type CheckoutSession, MONEY_MSG } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import {
  buyerWith,
  expectConfirmedAs,
  invoicesOf,
  openCheckout,
  type Shopper,
  sessionOf,
  stockOf,
} from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import { balanceOf, ledgerProof, refund } from '../../../test/money-kit.js';
import { entriesOf, ordersOfCheckout, type SplitShop, startSplitShop } from '../../../test/split-kit.js';

const countOf = async (t: TestApp, query: ReturnType<typeof sql>) =>
  Number((await t.db.execute<{ n: number }>(query)).rows[0]?.n ?? -1);

describe('a cart split by seller, paid at the source through Mercado Pago', () => {
  let shop: SplitShop;
  let t: TestApp;
  let mp: SplitShop['mp'];
  let fixture: SplitShop['fixture'];
  let sellers: SplitShop['sellers'];
  const link = (seller: Shopper) => shop.link(seller);
  const nextPreference = (checkout: CheckoutSession, position: number) =>
    shop.nextPreference(checkout, position);

  beforeAll(async () => {
    shop = await startSplitShop();
    ({ t, mp, fixture, sellers } = shop);
  });
  afterAll(() => shop?.close());

  /** A buyer's cart with one product of each linked seller ($20 and $30), its checkout open. */
  async function twoSellerCheckout() {
    const [a, b] = sellers;
    if (!a || !b) throw new Error('sellers not linked');
    const first = await fixture.product({ priceCents: 2000, stock: 5, sellerId: a.who.user.id });
    const second = await fixture.product({ priceCents: 3000, stock: 5, sellerId: b.who.user.id });
    const buyer = await buyerWith(t.app, [
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 1 },
    ]);
    const checkout = await openCheckout(buyer);
    return { a, b, first, second, buyer, checkout };
  }

  const current = async (buyer: Shopper) =>
    (await buyer.call('GET', '/api/checkout')).json<CheckoutSession>();

  it('pays a two-seller cart in two parts, each in its seller’s account with the shop’s fee; replays and forgeries change nothing', async () => {
    const { a, b, first, second, buyer, checkout } = await twoSellerCheckout();
    expect(checkout.totalCents).toBe(5000);
    expect(checkout.parts).toEqual([
      { position: 1, sellerName: a.who.user.userName, amountCents: 2000, status: 'pending', initPoint: null },
      { position: 2, sellerName: b.who.user.userName, amountCents: 3000, status: 'pending', initPoint: null },
    ]);

    // Part 1: created with seller A's token (their account), the general 15 % as marketplace_fee.
    const one = await nextPreference(checkout, 1);
    expect(one.page.body).toContain(CHECKOUT_MSG.partTitle(1, 2, a.who.user.userName));
    expect(one.preference.collectorId).toBe(a.collector);
    expect(one.preference.body.marketplace_fee).toBe(3);
    expect(one.preference.body.items).toEqual([
      expect.objectContaining({ id: String(first.id), unit_price: 20 }),
    ]);
    const paidOne = await mp.pay(one.preference.id);
    expect(paidOne.webhookStatus).toBe(200);

    // Paid, not sold: the second part's stock is still reserved, and the first's.
    const midway = await current(buyer);
    expect(midway.parts.map((p) => p.status)).toEqual(['paid', 'pending']);
    expect(midway.parts[0]?.initPoint).toContain(one.preference.id);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    expect(await stockOf(t.db, first.id)).toBe(4);
    expect(await stockOf(t.db, second.id)).toBe(4);

    const two = await nextPreference(checkout, 2);
    expect(two.page.body).toContain(CHECKOUT_MSG.partTitle(2, 2, b.who.user.userName));
    expect(two.preference.collectorId).toBe(b.collector);
    expect(two.preference.body.marketplace_fee).toBe(4.5);
    const paidTwo = await mp.pay(two.preference.id);
    expect(paidTwo.webhookStatus).toBe(200);

    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    expect(invoice?.totalCents).toBe(5000);
    expect((await sessionOf(t.db, checkout.id))?.status).toBe('approved');
    const orders = await ordersOfCheckout(t, checkout.id);
    expect(orders).toHaveLength(2);
    const orderA = orders.find((o) => o.sellerId === a.who.user.id);
    const orderB = orders.find((o) => o.sellerId === b.who.user.id);

    // The ledger: each seller paid at once; the shop holds only its fee, as commission.
    expect(await entriesOf(t, `sale:${orderA?.id}`)).toEqual([
      { account: 'cash', userId: 0, cents: -300 },
      { account: 'commission', userId: 0, cents: 300 },
      { account: 'paid', userId: a.who.user.id, cents: 1700 },
      { account: 'paid_out', userId: 0, cents: -1700 },
    ]);
    expect(await entriesOf(t, `sale:${orderB?.id}`)).toEqual([
      { account: 'cash', userId: 0, cents: -450 },
      { account: 'commission', userId: 0, cents: 450 },
      { account: 'paid', userId: b.who.user.id, cents: 2550 },
      { account: 'paid_out', userId: 0, cents: -2550 },
    ]);
    expect(await balanceOf(a.who)).toMatchObject({ pendingCents: 0, availableCents: 0, paidCents: 1700 });

    // Replays of both notifications, and the buyer's return from the first part: nothing new.
    const movements = sql`SELECT count(*)::int AS n FROM ledger_transactions`;
    const before = await countOf(t, movements);
    expect(await mp.notify(paidOne.paymentId)).toBe(200);
    expect(await mp.notify(paidTwo.paymentId)).toBe(200);
    await expectConfirmedAs(buyer, paidOne.paymentId, invoice);
    await expectConfirmedAs(buyer, paidTwo.paymentId, invoice);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    expect(await countOf(t, movements)).toBe(before);
    expect(mp.refunds).toHaveLength(0);

    // A forged notification (another secret), and a real one naming another seller as collector.
    const forged = mp.signedWebhook(paidTwo.paymentId, undefined, 'otro-secreto', b.collector);
    const deliver = (headers: Record<string, string>, body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/webhooks/mercadopago?data.id=${paidTwo.paymentId}&type=payment`,
        headers,
        body,
      });
    expect((await deliver(forged.headers, forged.body)).statusCode).toBe(401);
    const misnamed = mp.signedWebhook(paidTwo.paymentId, undefined, undefined, a.collector);
    expect((await deliver(misnamed.headers, misnamed.body)).json()).toEqual({ received: false });
    expect(await countOf(t, movements)).toBe(before);

    // Every account's running balance is the sum of its entries; every movement balances.
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('refunds a split sale in the seller’s account; the shop gives back its fee in proportion', async () => {
    const { a, checkout } = await twoSellerCheckout();
    await mp.pay((await nextPreference(checkout, 1)).preference.id);
    await mp.pay((await nextPreference(checkout, 2)).preference.id);
    const orderA = (await ordersOfCheckout(t, checkout.id)).find((o) => o.sellerId === a.who.user.id);
    if (!orderA) throw new Error('no order');
    const paidBefore = (await balanceOf(a.who)).paidCents;

    const asked = await refund(a.who, orderA.orderNumber, 1000);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ refundedCents: 1000, refundableCents: 1000 });
    const made = mp.refunds.at(-1);
    expect(made?.collectorId).toBe(a.collector);
    expect(made?.refund.amount).toBe(10);
    expect(made?.feeRefunded).toBe(1.5);

    const [row] = (
      await t.db.execute<{ id: number; status: string }>(
        sql`SELECT r.id, r.status FROM refunds r WHERE r.order_id = ${orderA.id}`,
      )
    ).rows;
    expect(row?.status).toBe('done');
    expect(await entriesOf(t, `refund:${row?.id}`)).toEqual([
      { account: 'commission', userId: 0, cents: -150 },
      { account: 'paid', userId: a.who.user.id, cents: -850 },
      { account: 'paid_out', userId: 0, cents: 850 },
      { account: 'refunds_in_flight', userId: 0, cents: 150 },
    ]);
    expect(await entriesOf(t, `refund-done:${row?.id}`)).toEqual([
      { account: 'cash', userId: 0, cents: 150 },
      { account: 'refunds_in_flight', userId: 0, cents: -150 },
    ]);
    expect((await balanceOf(a.who)).paidCents).toBe(paidBefore - 850);
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('a second part rejected releases the checkout and gives the first back in its seller’s account; the buyer is told', async () => {
    const { a, first, second, buyer, checkout } = await twoSellerCheckout();
    const paidOne = await mp.pay((await nextPreference(checkout, 1)).preference.id);
    const refundsBefore = mp.refunds.length;
    const rejected = await mp.pay((await nextPreference(checkout, 2)).preference.id, { status: 'rejected' });
    expect(rejected.webhookStatus).toBe(200);

    expect((await sessionOf(t.db, checkout.id))?.status).toBe('rejected');
    expect(await stockOf(t.db, first.id)).toBe(5);
    expect(await stockOf(t.db, second.id)).toBe(5);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(0);
    const given = mp.refunds.slice(refundsBefore);
    expect(given).toHaveLength(1);
    expect(given[0]?.collectorId).toBe(a.collector);
    expect(given[0]?.refund.payment_id).toBe(Number(paidOne.paymentId));
    expect(given[0]?.refund.amount).toBe(20);

    // The shop's books: only its fee came in and went back.
    const [refunded] = (
      await t.db.execute<{ id: number; status: string; reason: string }>(
        sql`SELECT r.id, r.status, r.reason FROM refunds r JOIN payments p ON p.id = r.payment_id
            WHERE p.provider_payment_id = ${paidOne.paymentId}`,
      )
    ).rows;
    expect(refunded).toMatchObject({ status: 'done', reason: MONEY_MSG.splitRefundReason });
    expect(await entriesOf(t, `refund:${refunded?.id}`)).toEqual([
      { account: 'cash', userId: 0, cents: -300 },
      { account: 'refunds_in_flight', userId: 0, cents: 300 },
    ]);
    const notices = await countOf(
      t,
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${buyer.user.id} AND event = 'payment_returned'`,
    );
    expect(notices).toBe(1);

    // The first part's notification again, later: it is given back already, nothing more.
    expect(await mp.notify(paidOne.paymentId)).toBe(200);
    expect(mp.refunds.slice(refundsBefore)).toHaveLength(1);
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('a checkout that expires with a part paid gives it back; closing the modal does not', async () => {
    const { a, buyer, checkout } = await twoSellerCheckout();
    await mp.pay((await nextPreference(checkout, 1)).preference.id);
    expect((await buyer.call('DELETE', '/api/checkout')).json()).toEqual({ released: false });
    const refundsBefore = mp.refunds.length;
    await t.db.execute(
      sql`UPDATE checkout_sessions SET expires_at = now() - interval '1 minute' WHERE id = ${checkout.id}::uuid`,
    );
    expect(await t.app.expireCheckouts()).toBeGreaterThanOrEqual(1);
    expect((await sessionOf(t.db, checkout.id))?.status).toBe('expired');
    const given = mp.refunds.slice(refundsBefore);
    expect(given.map((r) => r.collectorId)).toEqual([a.collector]);
  });

  it('a part paid in a checkout released by a process that stopped before giving it back is given back by the next turn of the job, once', async () => {
    const { a, buyer, checkout } = await twoSellerCheckout();
    await mp.pay((await nextPreference(checkout, 1)).preference.id);
    // The release committed, the refund never started (the process stopped in between).
    await t.db.execute(sql`UPDATE checkout_sessions SET status = 'expired' WHERE id = ${checkout.id}::uuid`);
    const refundsBefore = mp.refunds.length;
    await t.app.expireCheckouts();
    await t.app.expireCheckouts();
    expect(mp.refunds.slice(refundsBefore).map((r) => r.collectorId)).toEqual([a.collector]);
    expect(
      await countOf(
        t,
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${buyer.user.id} AND event = 'payment_returned'`,
      ),
    ).toBe(1);
  });

  it('notifications of the last part at once make one sale', async () => {
    const { buyer, checkout } = await twoSellerCheckout();
    await mp.pay((await nextPreference(checkout, 1)).preference.id);
    const last = await mp.pay((await nextPreference(checkout, 2)).preference.id, {}, false);
    // Four deliveries at once (PostgreSQL once found a deadlock here between a delivery and the
    // purchase of a parallel one): every one is answered, one sale is made.
    const answers = await Promise.all([1, 2, 3, 4].map(() => mp.notify(last.paymentId)));
    expect(answers).toEqual([200, 200, 200, 200]);
    expect(await invoicesOf(t.db, buyer.user.id)).toHaveLength(1);
    const orders = await ordersOfCheckout(t, checkout.id);
    for (const order of orders) {
      expect(
        await countOf(
          t,
          sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE key = ${`sale:${order.id}`}`,
        ),
      ).toBe(1);
    }
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });

  it('a seller’s shipping travels in their own part and preference, and is theirs, paid at the source', async () => {
    // A seller of their own (the others' totals stay as the tests above read them), in Rosario.
    const shipper = await shopper(t.app);
    const collector = await link(shipper);
    const saved = await shipper.call('PUT', '/api/shipping/settings', {
      originProvince: 'S',
      originPostalCode: '2000',
      dispatchDays: 1,
      pickup: { enabled: false, address: '' },
      home: {
        enabled: true,
        city: { price: '1', minDays: 1, maxDays: 1 },
        province: { price: '2', minDays: 1, maxDays: 2 },
        country: { price: '7', minDays: 2, maxDays: 4 },
        provinces: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [, b] = sellers;
    if (!b) throw new Error('sellers not linked');
    const mine = await fixture.product({ priceCents: 2000, stock: 5, sellerId: shipper.user.id });
    const theirs = await fixture.product({ priceCents: 3000, stock: 5, sellerId: b.who.user.id });
    const buyer = await buyerWith(t.app, [
      { productId: mine.id, quantity: 1 },
      { productId: theirs.id, quantity: 1 },
    ]);
    const checkout = await openCheckout(buyer);
    // The buyer is in Buenos Aires city: the rest of the country for a seller in Santa Fe.
    expect(checkout).toMatchObject({ totalCents: 5700, shippingCents: 700 });
    expect(checkout.parts.map((p) => p.amountCents)).toEqual([2700, 3000]);

    const one = await nextPreference(checkout, 1);
    expect(one.preference.collectorId).toBe(collector);
    // The fee is on the product only; the shipping is Checkout Pro's own line.
    expect(one.preference.body.marketplace_fee).toBe(3);
    expect(one.preference.body.shipments).toEqual({ mode: 'not_specified', cost: 7 });
    expect(one.page.body).toContain('id="shipping"');
    expect((await mp.pay(one.preference.id)).webhookStatus).toBe(200);
    const two = await nextPreference(checkout, 2);
    expect(two.preference.body.shipments).toBeUndefined();
    expect((await mp.pay(two.preference.id)).webhookStatus).toBe(200);

    const [invoice] = await invoicesOf(t.db, buyer.user.id);
    expect(invoice?.totalCents).toBe(5700);
    const order = (await ordersOfCheckout(t, checkout.id)).find((o) => o.sellerId === shipper.user.id);
    // Shipping is the seller's, paid at once into their account, apart from the sale.
    expect(await entriesOf(t, `shipping:${order?.id}`)).toEqual([
      { account: 'paid', userId: shipper.user.id, cents: 700 },
      { account: 'paid_out', userId: 0, cents: -700 },
    ]);
    expect(await entriesOf(t, `sale:${order?.id}`)).toEqual([
      { account: 'cash', userId: 0, cents: -300 },
      { account: 'commission', userId: 0, cents: 300 },
      { account: 'paid', userId: shipper.user.id, cents: 1700 },
      { account: 'paid_out', userId: 0, cents: -1700 },
    ]);
    expect(await ledgerProof(t.db)).toEqual({ mismatched: [], unbalancedTransactions: 0, grandTotal: 0 });
  });
});
