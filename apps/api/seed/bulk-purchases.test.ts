import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createGenre, createProduct } from '../test/factories.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';
import { BULK_ACCOUNT_PASSWORD, seedBulkPurchases } from './bulk-purchases.js';

describe('bulk purchase seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows[0] as T;

  it('writes consistent purchases, sales_daily, numbers and ratings, and accounts that can sign in', async () => {
    const category = await createCategory(t.db);
    const genre = await createGenre(t.db);
    for (let i = 0; i < 30; i++) {
      await createProduct(t.db, {
        name: `Taza ${i}`,
        categoryId: category.id,
        genreId: genre.id,
        priceCents: 1000 + i * 37,
        discount: i % 3 === 0 ? 15 : 0,
      });
    }
    const summary = await seedBulkPurchases(t.db, 400, { reviews: 60 });

    expect(summary.orders).toBe(400);
    const counts = await one<{ orders: number; daily: number; approved: number; invoices: number }>(sql`
      SELECT (SELECT count(*) FROM orders)::int AS orders,
        (SELECT sum(orders_count) FROM sales_daily)::int AS daily,
        (SELECT count(*) FROM checkout_sessions WHERE status = 'approved')::int AS approved,
        (SELECT count(*) FROM invoices)::int AS invoices`);
    expect(counts).toEqual({
      orders: 400,
      daily: 400,
      approved: summary.invoices,
      invoices: summary.invoices,
    });

    const wrong = await one<{ totals: number; ratings: number; dates: number }>(sql`
      SELECT
        (SELECT count(*) FROM invoices i
          WHERE i.total_cents <> (SELECT sum(total_cents) FROM orders o WHERE o.invoice_id = i.id))::int AS totals,
        (SELECT count(*) FROM products p
          WHERE p.rating_count <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)
             OR p.rating_sum <> (SELECT coalesce(sum(rating), 0) FROM reviews r WHERE r.product_id = p.id))::int
          AS ratings,
        (SELECT count(*) FROM (
          SELECT created_at < lag(created_at) OVER (ORDER BY invoice_number) AS back FROM invoices) x
          WHERE back)::int AS dates`);
    expect(wrong).toEqual({ totals: 0, ratings: 0, dates: 0 });
    // The sales grid's totals, kept by a trigger on orders (migration 0006).
    const sellers = await one<{ wrong: number; sellers: number }>(sql`
      SELECT count(*) FILTER (WHERE c.orders_count IS DISTINCT FROM o.n)::int AS wrong, count(*)::int AS sellers
      FROM (SELECT seller_id, count(*)::int AS n FROM orders WHERE seller_id IS NOT NULL GROUP BY seller_id) o
      LEFT JOIN (SELECT seller_id, sum(orders_count)::int AS orders_count FROM seller_sales_counts GROUP BY seller_id) c
        ON c.seller_id = o.seller_id`);
    expect(sellers.wrong).toBe(0);
    expect(sellers.sellers).toBeGreaterThan(0);
    expect(summary.reviews).toBe(60);

    // The reputation's counters, kept by triggers as the seed writes (migration 0017): the same
    // as counted from scratch for the sellers it made (other suites backdate their own orders);
    // and the questions the bench reads.
    const facts = await one<{ wrong: number; facts: number }>(sql`
      WITH seeded AS (SELECT id FROM users WHERE user_name LIKE 'vendedor-%')
      SELECT count(*) FILTER (WHERE k.n IS DISTINCT FROM r.n)::int AS wrong, count(*)::int AS facts
      FROM (SELECT seller_id, day, fact, n FROM seller_facts_rebuilt WHERE seller_id IN (SELECT id FROM seeded)) r
      FULL JOIN (SELECT seller_id, day, fact, sum(n)::int AS n FROM seller_facts WHERE seller_id IN (SELECT id FROM seeded)
                 GROUP BY 1, 2, 3 HAVING sum(n) <> 0) k
        USING (seller_id, day, fact)`);
    expect(facts.wrong).toBe(0);
    expect(facts.facts).toBeGreaterThan(0);
    expect(summary.questions.answered).toBe(200);

    const numbers = await one<{ first: string; statuses: number }>(sql`
      SELECT (SELECT min(invoice_number) FROM invoices) AS first,
        (SELECT count(DISTINCT status) FROM orders)::int AS statuses`);
    expect(numbers).toEqual({ first: 'F-000001', statuses: 3 });

    for (const userName of [summary.seller.userName, summary.buyer.userName]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userOrEmail: userName, password: BULK_ACCOUNT_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
