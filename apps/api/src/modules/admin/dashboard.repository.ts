import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

// Totals and charts read sales_daily (0004_admin_dashboard: a trigger keeps it in step with
// orders); the two "latest" lists walk the created_at indexes. No query scans orders.

const latestProductRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  price_cents: z.number(),
  image: z.string().nullable(),
  active: z.boolean(),
  created_at: rowTimestamp,
});
export type LatestProductRow = z.infer<typeof latestProductRow>;

export function latestProducts(database: Database, limit: number): Promise<LatestProductRow[]> {
  return database.rows(
    latestProductRow,
    sql`
    SELECT p.id, p.name, p.price_cents, p.active, p.created_at,
      (SELECT i.thumb_url FROM catalog.pictures i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
    FROM catalog.products p ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`,
  );
}

const latestOrderRow = z.strictObject({
  order_number: z.string(),
  product_name: z.string(),
  quantity: z.number(),
  total_cents: z.number(),
  status: z.string(),
  created_at: rowTimestamp,
  user_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string(),
});
export type LatestOrderRow = z.infer<typeof latestOrderRow>;

export function latestOrders(database: Database, limit: number): Promise<LatestOrderRow[]> {
  return database.rows(
    latestOrderRow,
    sql`
    SELECT o.order_number, o.product_name, o.quantity, o.total_cents, o.status, o.created_at,
      u.user_name, u.first_name, u.last_name
    FROM orders.orders o JOIN accounts.people u ON u.id = o.buyer_id
    ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`,
  );
}

/** The bigint sums come back as numbers (the driver's parser for int8). */
const totals = z.strictObject({ orders: z.number(), units: z.number(), revenue_cents: z.number() });
export type Totals = z.infer<typeof totals>;

export async function salesTotals(database: Database): Promise<Totals> {
  const [row] = await database.rows(
    totals,
    sql`
    SELECT coalesce(sum(orders_count), 0)::int AS orders, coalesce(sum(units), 0)::int AS units,
      coalesce(sum(revenue_cents), 0)::bigint AS revenue_cents
    FROM orders.sales_daily`,
  );
  return row ?? { orders: 0, units: 0, revenue_cents: 0 };
}

const groupRow = totals.extend({ id: z.number(), name: z.string() });
export type GroupRow = z.infer<typeof groupRow>;

/** Every category (or audience), those without sales with zeros, so the chart's axes stay stable. */
export function salesBy(database: Database, group: 'category' | 'genre'): Promise<GroupRow[]> {
  return group === 'category'
    ? database.rows(
        groupRow,
        sql`
          SELECT c.id, c.name, coalesce(sum(s.orders_count), 0)::int AS orders,
            coalesce(sum(s.units), 0)::int AS units, coalesce(sum(s.revenue_cents), 0)::bigint AS revenue_cents
          FROM catalog.categories c LEFT JOIN orders.sales_daily s ON s.category_id = c.id
          GROUP BY c.id, c.name ORDER BY c.id`,
      )
    : database.rows(
        groupRow,
        sql`
          SELECT g.id, g.name, coalesce(sum(s.orders_count), 0)::int AS orders,
            coalesce(sum(s.units), 0)::int AS units, coalesce(sum(s.revenue_cents), 0)::bigint AS revenue_cents
          FROM catalog.genres g LEFT JOIN orders.sales_daily s ON s.genre_id = g.id
          GROUP BY g.id, g.name ORDER BY g.id`,
      );
}

/** A UTC day (YYYY-MM-DD) and its sales. */
const dayRow = totals.extend({ day: z.string() });
export type DayRow = z.infer<typeof dayRow>;

/** The last `days` UTC days up to today, oldest first, days without sales as zeros. */
export function salesPerDay(database: Database, days: number): Promise<DayRow[]> {
  return database.rows(
    dayRow,
    sql`
    WITH days AS (
      SELECT generate_series(
        (now() AT TIME ZONE 'UTC')::date - ${days - 1}::int,
        (now() AT TIME ZONE 'UTC')::date,
        interval '1 day')::date AS day
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(s.orders_count), 0)::int AS orders,
      coalesce(sum(s.units), 0)::int AS units, coalesce(sum(s.revenue_cents), 0)::bigint AS revenue_cents
    FROM days d LEFT JOIN orders.sales_daily s ON s.day = d.day
    GROUP BY d.day ORDER BY d.day`,
  );
}
