import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerWith } from '../../../test/checkout-kit.js';
import { createCoupon, openWith } from '../../../test/coupon-kit.js';
import { ledgerProof } from '../../../test/money-kit.js';
import { entriesOf, ordersOfCheckout, type SplitShop, startSplitShop } from '../../../test/split-kit.js';

let shop: SplitShop;
beforeAll(async () => {
  shop = await startSplitShop();
});
afterAll(() => shop?.close());

describe('a seller’s coupon in a checkout split by seller', () => {
  it('lowers that seller’s part and preference to the cent, the fee on what is paid; the other part is untouched', async () => {
    const [a, b] = shop.sellers;
    if (!a || !b) throw new Error('sellers not linked');
    const first = await shop.fixture.product({ priceCents: 1_000, stock: 10, sellerId: a.who.user.id });
    const second = await shop.fixture.product({ priceCents: 3_000, stock: 10, sellerId: b.who.user.id });
    // 3 units of US$ 10 less US$ 1: 2 900 over 3 units is no whole cent each.
    const coupon = await createCoupon(shop.t.app, a.who, { kind: 'amount', value: '1' });
    const buyer = await buyerWith(shop.t.app, [
      { productId: first.id, quantity: 3 },
      { productId: second.id, quantity: 1 },
    ]);
    const opened = await openWith(buyer, [coupon.code]);
    expect(opened.statusCode, opened.body).toBe(200);
    const checkout = opened.json();
    expect(checkout.totalCents).toBe(2_900 + 3_000);
    expect(checkout.parts.map((p: { amountCents: number }) => p.amountCents)).toEqual([2_900, 3_000]);

    const one = await shop.nextPreference(checkout, 1);
    // Mercado Pago is asked for exactly what the part charges: one item of the 3 units.
    expect(one.preference.body.items).toEqual([
      expect.objectContaining({ title: `${first.name} (x3)`, quantity: 1, unit_price: 29 }),
    ]);
    // The shop's 15 % on 2 900, not on 3 000.
    expect(one.preference.body.marketplace_fee).toBe(4.35);
    expect((await shop.mp.pay(one.preference.id)).webhookStatus).toBe(200);
    const two = await shop.nextPreference(checkout, 2);
    expect(two.preference.body.marketplace_fee).toBe(4.5);
    expect((await shop.mp.pay(two.preference.id)).webhookStatus).toBe(200);

    const order = (await ordersOfCheckout(shop.t, checkout.id)).find((o) => o.sellerId === a.who.user.id);
    expect(await entriesOf(shop.t, `sale:${order?.id}`)).toEqual([
      { account: 'cash', userId: 0, cents: -435 },
      { account: 'commission', userId: 0, cents: 435 },
      { account: 'paid', userId: a.who.user.id, cents: 2_465 },
      { account: 'paid_out', userId: 0, cents: -2_465 },
    ]);
    expect(await ledgerProof(shop.t.db)).toEqual({
      mismatched: [],
      unbalancedTransactions: 0,
      grandTotal: 0,
    });
  });
});
