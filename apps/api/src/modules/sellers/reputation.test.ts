import {
  type ProductDetail,
  type ProductSummary,
  REPUTATION_HOUR_BUCKETS,
  reputationOf,
  SELLER_MSG,
  type SellerProfile,
  type SellerReviewPage,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../test/catalog-fixtures.js';
import { buyerWith, openCheckout, type Shopper, sandboxPay } from '../../../test/checkout-kit.js';
import type { TestApp } from '../../../test/helpers.js';
import { type MoneySuite, startMoneySuite } from '../../../test/money-kit.js';

let t: TestApp;
let suite: MoneySuite;

beforeAll(async () => {
  suite = await startMoneySuite();
  ({ t } = suite);
});
afterAll(() => suite?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The maintained counters of one seller, summed over slots, against the same counted from scratch. */
async function factsBothWays(sellerId: number) {
  const kept = await t.db.execute<{ day: string; fact: string; n: number }>(
    sql`SELECT day::text, fact, sum(n)::int AS n FROM seller_facts WHERE seller_id = ${sellerId}
      GROUP BY day, fact HAVING sum(n) <> 0 ORDER BY day, fact`,
  );
  const rebuilt = await t.db.execute<{ day: string; fact: string; n: number }>(
    sql`SELECT day::text, fact, n FROM seller_facts_rebuilt WHERE seller_id = ${sellerId} AND n <> 0 ORDER BY day, fact`,
  );
  return { kept: kept.rows, rebuilt: rebuilt.rows };
}

const factTotals = (rows: { fact: string; n: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.fact, r.n]));

/** `n` buyers pay for one unit each of the product at the same time; answers their order numbers. */
async function racingSales(productId: number, n: number) {
  const buyers = await Promise.all(
    Array.from({ length: n }, () => buyerWith(t.app, [{ productId, quantity: 1 }])),
  );
  const checkouts = await Promise.all(buyers.map((b) => openCheckout(b)));
  const paid = await Promise.all(checkouts.map((c) => sandboxPay(t.app, c.id, 'approve')));
  expect(paid.map((p) => p.statusCode)).toEqual(paid.map(() => 200));
  const orders = await t.db.execute<{ order_number: string; buyer_id: number }>(
    sql`SELECT order_number, buyer_id FROM orders WHERE product_id = ${productId} ORDER BY id`,
  );
  return orders.rows.map((o) => ({
    orderNumber: o.order_number,
    buyer: buyers.find((b) => b.user.id === o.buyer_id) as Shopper,
  }));
}

describe('the reputation’s facts', () => {
  it('bucket hours the same way in SQL as the shared rule reads them', async () => {
    const cases = REPUTATION_HOUR_BUCKETS.flatMap((bound, i) => [
      [bound * 3600, bound],
      [bound * 3600 + 1, REPUTATION_HOUR_BUCKETS[i + 1] ?? 0],
    ]);
    const { rows } = await t.db.execute<{ seconds: number; bucket: number }>(
      sql`SELECT s AS seconds, reputation_hours_bucket(now(), now() + make_interval(secs => s)) AS bucket
        FROM unnest(${sql.param(cases.map(([s]) => s))}::int[]) s`,
    );
    expect(rows.map((r) => [Number(r.seconds), r.bucket])).toEqual(cases);
  });

  it('are counted as events happen, stay right under racing sales, and equal a rebuild from the raw rows', async () => {
    const seller = await shopper(t.app);
    const product = await suite.fixture.product({
      sellerId: seller.user.id,
      stock: 50,
      name: 'Termo de acero',
    });
    const sold = await racingSales(product.id, 12);
    expect(sold).toHaveLength(12);

    // Ten shipped (two of them received), one cancelled, one claimed, questions, reviews.
    for (const { orderNumber } of sold.slice(0, 10)) await suite.setStatus(seller, orderNumber, 'shipped');
    for (const { orderNumber, buyer } of sold.slice(0, 2))
      await suite.setStatus(buyer, orderNumber, 'received');
    const [cancelled, claimed] = [sold[10], sold[2]];
    if (!cancelled || !claimed) throw new Error('missing orders');
    expect(
      (await seller.call('POST', `/api/orders/${cancelled.orderNumber}/cancel`, { reason: 'Sin stock real' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await claimed.buyer.call('POST', `/api/orders/${claimed.orderNumber}/claim`, {
          reason: 'not_arrived',
          body: 'No llegó todavía',
        })
      ).statusCode,
    ).toBe(200);
    // The last sale, not shipped, is refunded in full: no sale any more; the cancelled one,
    // refunded in full too, counts as cancelled only.
    const refunded = sold[11];
    if (!refunded) throw new Error('missing order');
    const total = (await seller.call('GET', `/api/orders/${refunded.orderNumber}`)).json<{
      totalCents: number;
    }>().totalCents;
    expect(
      (
        await seller.call('POST', `/api/orders/${refunded.orderNumber}/refunds`, {
          amountCents: total,
          reason: 'Sin stock real',
        })
      ).statusCode,
    ).toBe(200);
    const asked = await Promise.all(
      sold
        .slice(0, 4)
        .map(
          async ({ buyer }, i) =>
            (
              await buyer.call('POST', `/api/products/${product.id}/questions`, { body: `¿Pregunta ${i}?` })
            ).json().question.id,
        ),
    );
    for (const id of asked.slice(0, 3))
      await seller.call('POST', `/api/questions/${id}/answer`, { body: 'Sí' });
    await seller.call('DELETE', `/api/questions/${asked[3]}`);
    for (const [i, { buyer }] of sold.slice(0, 5).entries()) {
      const review = await buyer.call('POST', '/api/reviews', {
        id: product.id,
        rating: 5 - (i % 2),
        comment: 'Bien',
      });
      expect(review.statusCode).toBe(201);
    }

    const { kept, rebuilt } = await factsBothWays(seller.user.id);
    expect(kept).toEqual(rebuilt);
    expect(factTotals(kept)).toEqual({
      sold: 12,
      refunded: 1,
      shipped: 10,
      'ship_h:1': 10,
      received: 2,
      cancelled: 1,
      claimed: 1,
      asked: 3,
      answered: 3,
      'answer_h:1': 3,
      rating_n: 5,
      rating_sum: 23,
    });
    // The racing sales landed on several slots: none of them queued on one row.
    const slots = await t.db.execute<{ slots: number }>(
      sql`SELECT count(DISTINCT slot)::int AS slots FROM seller_facts WHERE seller_id = ${seller.user.id} AND fact = 'sold'`,
    );
    expect(slots.rows[0]?.slots).toBeGreaterThan(1);

    // The job computes the reputation from them; the page, the cards and the detail show it.
    await t.app.refreshReputations();
    const profile = (await get(`/api/sellers/${seller.user.userName.toUpperCase()}`)).json<SellerProfile>();
    const expected = reputationOf({
      windowDays: 60,
      sold: 12,
      refunded: 1,
      cancelled: 1,
      claimed: 1,
      shipped: 10,
      received: 2,
      late: 0,
      shipHours: { 1: 10 },
      asked: 3,
      answered: 3,
      answerHours: { 1: 3 },
      ratingSum: 23,
      ratingCount: 5,
    });
    expect(profile).toMatchObject({ userName: seller.user.userName, province: 'CABA', reputation: expected });
    // 1 of 12 cancelled (8.3 %) is past every cancellation step but the last: red.
    expect(expected).toMatchObject({
      level: 1,
      sales: 11,
      completedSales: 2,
      medianShipHours: 1,
      answeredShare: 1,
    });
    const listed = (await get(`/api/sellers/${seller.user.userName}/products`)).json<{
      items: ProductSummary[];
    }>();
    expect(listed.items.map((p) => [p.id, p.sellerId, p.sellerLevel])).toEqual([
      [product.id, seller.user.id, 1],
    ]);
    const detail = (await get(`/api/products/${product.id}`)).json<ProductDetail>();
    expect([detail.seller, detail.sellerLevel]).toEqual([{ userName: seller.user.userName }, 1]);
  });

  it('leaves a seller with few sales as new, and recomputes a seller when their facts change', async () => {
    const seller = await shopper(t.app);
    const product = await suite.fixture.product({ sellerId: seller.user.id, stock: 10 });
    await racingSales(product.id, 2);
    await t.app.refreshReputations();
    const profile = (await get(`/api/sellers/${seller.user.userName}`)).json<SellerProfile>();
    expect(profile.reputation).toMatchObject({ level: null, sales: 2, windowDays: 365 });
    const computedAt = async () =>
      (
        await t.db.execute<{ at: string }>(
          sql`SELECT computed_at::text AS at FROM seller_reputation WHERE seller_id = ${seller.user.id}`,
        )
      ).rows[0]?.at;
    const before = await computedAt();
    expect(before).toBeDefined();
    await racingSales(product.id, 1);
    await t.app.refreshReputations();
    expect(await computedAt()).not.toBe(before);
    expect((await get(`/api/sellers/${seller.user.userName}`)).json<SellerProfile>().reputation.sales).toBe(
      3,
    );
  });
});

describe('the seller’s page', () => {
  it('lists their active products by recency or price, and reviews of them newest first', async () => {
    const seller = await shopper(t.app);
    const cheap = await suite.fixture.product({ sellerId: seller.user.id, priceCents: 1_000 });
    const dear = await suite.fixture.product({ sellerId: seller.user.id, priceCents: 9_000 });
    await suite.fixture.product({ sellerId: seller.user.id, active: false });
    const base = `/api/sellers/${seller.user.userName}`;
    const ids = async (query: string) =>
      (await get(`${base}/products${query}`)).json<{ items: ProductSummary[]; total: number }>();
    expect((await ids('')).items.map((p) => p.id)).toEqual([dear.id, cheap.id]);
    expect((await ids('?sort=price_asc')).items.map((p) => p.id)).toEqual([cheap.id, dear.id]);
    expect(await ids('?sort=price_desc&pageSize=1&page=2')).toMatchObject({
      total: 2,
      items: [{ id: cheap.id }],
    });
    expect((await ids('?page=9')).total).toBe(2);
    expect((await get(`${base}/products?sort=rating`)).statusCode).toBe(400);
    expect((await get(base)).json<SellerProfile>()).toMatchObject({
      activeProducts: 2,
      reputation: { level: null },
    });

    const [sold] = await racingSales(cheap.id, 1);
    if (!sold) throw new Error('no sale');
    const { buyer } = sold;
    await buyer.call('POST', '/api/reviews', { id: cheap.id, rating: 4, comment: 'Muy bueno' });
    const reviews = (await get(`${base}/reviews`)).json<SellerReviewPage>();
    expect(reviews).toMatchObject({
      total: 1,
      items: [{ rating: 4, comment: 'Muy bueno', product: { id: cheap.id } }],
    });
    expect(reviews.items[0]?.user.userName).toBe(buyer.user.userName);

    // The page's counts are kept by triggers: hiding, moving and deleting products keep them right.
    await t.db.execute(sql`UPDATE products SET active = false WHERE id = ${cheap.id}`);
    const other = await shopper(t.app);
    await t.db.execute(sql`UPDATE products SET seller_id = ${other.user.id} WHERE id = ${dear.id}`);
    const counts = await t.db.execute<{ kept: number; counted: number; reviews: number; reviewed: number }>(
      sql`SELECT c.active_products AS kept, c.reviews,
          (SELECT count(*)::int FROM products p WHERE p.seller_id = c.seller_id AND p.active) AS counted,
          (SELECT count(*)::int FROM reviews r WHERE r.seller_id = c.seller_id) AS reviewed
        FROM seller_counts c WHERE c.seller_id = ANY (${sql.param([seller.user.id, other.user.id])}::int[])
        ORDER BY c.seller_id`,
    );
    expect(counts.rows).toEqual([
      { kept: 0, counted: 0, reviews: 1, reviewed: 1 },
      { kept: 1, counted: 1, reviews: 0, reviewed: 0 },
    ]);
  });

  it('answers 404 for no such seller and for a banned one', async () => {
    const seller = await shopper(t.app);
    expect((await get(`/api/sellers/${seller.user.userName}`)).statusCode).toBe(200);
    await t.db.execute(sql`UPDATE users SET banned = true WHERE id = ${seller.user.id}`);
    const banned = await get(`/api/sellers/${seller.user.userName}`);
    const missing = await get('/api/sellers/nadie-se-llama-asi');
    expect([banned.statusCode, banned.json()]).toEqual([404, { msg: SELLER_MSG.notFound }]);
    expect([missing.statusCode, missing.body]).toEqual([banned.statusCode, banned.body]);
    for (const list of ['products', 'reviews']) {
      expect((await get(`/api/sellers/${seller.user.userName}/${list}`)).json()).toEqual({
        msg: SELLER_MSG.notFound,
      });
      expect((await get(`/api/sellers/nadie-se-llama-asi/${list}`)).statusCode).toBe(404);
    }
    expect((await get(`/api/sellers/${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
