import { ACCOUNT_MSG, type Coupon, COUPON_MSG as M } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccountsApp } from '../../../test/auth.js';
import { catalogFixture, shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith } from '../../../test/checkout-kit.js';
import { createCoupon, freshCode, openWith, shopDayFrom, usesOf } from '../../../test/coupon-kit.js';
import type { TestApp } from '../../../test/helpers.js';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof catalogFixture>>;

beforeAll(async () => {
  t = await buildAccountsApp({ COUPON_TRIES_PER_USER: '1000' });
  fixture = await catalogFixture(t.db);
});
afterAll(() => t?.close());

const countOf = async (sellerId: number) =>
  (
    await t.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM coupons WHERE seller_id = ${sellerId}`,
    )
  ).rows[0]?.n;

describe('a seller’s coupons', () => {
  it('creates one, lists it with its figures, and pauses it; a code is the shop’s once, in any case', async () => {
    const seller = await shopper(t.app);
    const code = freshCode('VERANO');
    const coupon = await createCoupon(t.app, seller, {
      code: code.toLowerCase(),
      kind: 'amount',
      value: '1500,50',
      minPurchase: '10000',
      maxUses: 100,
      maxUsesPerBuyer: 2,
    });
    expect(coupon).toMatchObject({
      code,
      kind: 'amount',
      value: 150_050,
      minPurchaseCents: 1_000_000,
      maxUses: 100,
      maxUsesPerBuyer: 2,
      productIds: null,
      status: 'active',
      uses: 0,
      held: 0,
      givenCents: 0,
    });
    const again = await seller.call('POST', '/api/coupons', {
      code,
      kind: 'percent',
      value: 5,
      startsOn: shopDayFrom(t.app),
      endsOn: shopDayFrom(t.app),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errors: [{ param: 'code', msg: M.codeTaken }] });

    const listed = (await seller.call('GET', '/api/coupons')).json<{ coupons: Coupon[] }>();
    expect(listed.coupons.map((c) => c.code)).toEqual([code]);

    const paused = await seller.call('PUT', `/api/coupons/${coupon.id}/pause`, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, status: 'paused' });
    // Another seller's coupon is as absent as one that does not exist.
    const stranger = await shopper(t.app);
    const foreign = await stranger.call('PUT', `/api/coupons/${coupon.id}/pause`, { paused: false });
    const missing = await stranger.call('PUT', '/api/coupons/2147483000/pause', { paused: false });
    expect([foreign.statusCode, foreign.json()]).toEqual([404, { msg: M.notFound }]);
    expect([missing.statusCode, missing.json()]).toEqual([404, { msg: M.notFound }]);
    expect((await seller.call('GET', '/api/coupons')).json<{ coupons: Coupon[] }>().coupons[0]?.paused).toBe(
      true,
    );
  });

  it('refuses every bad coupon with its own message under its field, and saves nothing', async () => {
    const seller = await shopper(t.app);
    const other = await shopper(t.app);
    const notMine = await fixture.product({ sellerId: other.user.id });
    const base = {
      code: freshCode(),
      kind: 'percent',
      value: 10,
      startsOn: shopDayFrom(t.app),
      endsOn: shopDayFrom(t.app, 3),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'con espacio' }, 'code', M.codeFormat],
      [{ code: 'ABC' }, 'code', M.codeFormat],
      [{ value: 95 }, 'value', M.percentRange],
      [{ value: '10,5' }, 'value', M.percentRange],
      [{ kind: 'amount', value: '0' }, 'value', M.amountRange],
      [{ kind: 'amount', value: '-5' }, 'value', M.amountRange],
      [{ kind: 'regalo' }, 'kind', M.kindInvalid],
      [{ endsOn: shopDayFrom(t.app, -1) }, 'endsOn', M.datesOrder],
      [{ startsOn: shopDayFrom(t.app, -5), endsOn: shopDayFrom(t.app, -1) }, 'endsOn', M.endsInPast],
      [{ startsOn: '2026-02-30' }, 'startsOn', M.dateFormat],
      [{ maxUses: 0 }, 'maxUses', M.usesRange],
      [{ maxUsesPerBuyer: 1.5 }, 'maxUsesPerBuyer', M.usesRange],
      [{ productIds: [] }, 'productIds', M.productsNone],
      [{ productIds: [notMine.id] }, 'productIds', M.productsNotYours],
    ];
    for (const [change, param, msg] of cases) {
      const response = await seller.call('POST', '/api/coupons', { ...base, ...change });
      expect([response.statusCode, response.json().errors?.[0]], JSON.stringify(change)).toEqual([
        400,
        { param, msg },
      ]);
    }
    expect(await countOf(seller.user.id)).toBe(0);
  });
});

describe('a code tried in the cart', () => {
  it('answers its discount on its seller’s lines only, rounded half up to the cent', async () => {
    const seller = await shopper(t.app);
    const mine = await fixture.product({ sellerId: seller.user.id, priceCents: 12_345 });
    const others = await fixture.product({ priceCents: 50_000 });
    const coupon = await createCoupon(t.app, seller, { value: 10 });
    const buyer = await shopper(t.app);
    const checked = await buyer.call('POST', '/api/coupons/check', {
      code: coupon.code.toLowerCase(),
      lines: [
        { productId: mine.id, quantity: 1 },
        { productId: others.id, quantity: 1 },
      ],
    });
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toEqual({
      code: coupon.code,
      sellerId: seller.user.id,
      sellerName: seller.user.userName,
      discountCents: 1_235,
    });
  });

  it('says why a code does not apply: unknown, not started, expired, paused, used up, foreign, under the minimum, other products, one’s own', async () => {
    const seller = await shopper(t.app);
    const product = await fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const otherProduct = await fixture.product({ sellerId: seller.user.id, priceCents: 10_000 });
    const foreignSeller = await shopper(t.app);
    const buyer = await buyerWith(t.app, [{ productId: product.id, quantity: 1 }]);
    const lines = [{ productId: product.id, quantity: 1 }];
    const tryCode = (code: string, who = buyer) => who.call('POST', '/api/coupons/check', { code, lines });

    const scheduled = await createCoupon(t.app, seller, {
      startsOn: shopDayFrom(t.app, 2),
      endsOn: shopDayFrom(t.app, 4),
    });
    const expired = await createCoupon(t.app, seller);
    await t.db.execute(
      sql`UPDATE coupons SET starts_on = starts_on - 10, ends_on = current_date - 3 WHERE id = ${expired.id}`,
    );
    const paused = await createCoupon(t.app, seller);
    await seller.call('PUT', `/api/coupons/${paused.id}/pause`, { paused: true });
    const foreign = await createCoupon(t.app, foreignSeller);
    const minimum = await createCoupon(t.app, seller, { minPurchase: '150' });
    const narrow = await createCoupon(t.app, seller, { productIds: [otherProduct.id] });
    const once = await createCoupon(t.app, seller, { maxUses: 1 });

    const expectations: [string, number, unknown][] = [
      ['NOEXISTE1234', 400, { errors: [{ param: 'code', msg: M.notFound }] }],
      [scheduled.code, 400, { errors: [{ param: 'code', msg: M.notStarted(scheduled.startsOn) }] }],
      [expired.code, 400, { errors: [{ param: 'code', msg: M.expired }] }],
      [paused.code, 400, { errors: [{ param: 'code', msg: M.pausedNow }] }],
      [foreign.code, 400, { errors: [{ param: 'code', msg: M.notInCart }] }],
      [minimum.code, 400, { errors: [{ param: 'code', msg: M.underMinimum(5_000) }] }],
      [narrow.code, 400, { errors: [{ param: 'code', msg: M.noProducts }] }],
    ];
    for (const [code, status, body] of expectations) {
      const response = await tryCode(code);
      expect([response.statusCode, response.json()], code).toEqual([status, body]);
    }
    // The seller's own code, in a cart of their own products (as a guest could try it).
    const own = await seller.call('POST', '/api/coupons/check', { code: once.code, lines });
    expect(own.json()).toEqual({ errors: [{ param: 'code', msg: M.ownCoupon }] });

    // The only use taken by an open checkout: the next buyer is told it is used up.
    const opened = await openWith(buyer, [once.code]);
    expect(opened.statusCode, opened.body).toBe(200);
    const late = await buyerWith(t.app, lines);
    const usedUp = await tryCode(once.code, late);
    expect([usedUp.statusCode, usedUp.json()]).toEqual([409, { msg: M.usedUp }]);
    const refusedAtCheckout = await openWith(late, [once.code]);
    expect([refusedAtCheckout.statusCode, refusedAtCheckout.json()]).toEqual([409, { msg: M.usedUp }]);
    expect(await usesOf(t.db, once.id)).toEqual({ taken: 1, held: 1, used: 0, returned: 0 });
  });

  it('is limited per account: past the tries, 429 and a Spanish message', async () => {
    const limited = await buildAccountsApp({ COUPON_TRIES_PER_USER: '3' });
    try {
      const buyer = await shopper(limited.app);
      const product = await catalogFixture(limited.db).then((f) => f.product());
      const tries = [];
      for (let i = 0; i < 4; i++)
        tries.push(
          await buyer.call('POST', '/api/coupons/check', {
            code: `ADIVINO${i}00`,
            lines: [{ productId: product.id, quantity: 1 }],
          }),
        );
      expect(tries.map((r) => r.statusCode)).toEqual([400, 400, 400, 429]);
      expect(tries[3]?.json()).toEqual({ msg: ACCOUNT_MSG.tooManyAttempts });
    } finally {
      await limited.close();
    }
  });
});
