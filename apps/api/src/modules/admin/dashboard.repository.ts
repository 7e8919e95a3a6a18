import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

// Totals and charts read sales_daily (0004_admin_dashboard: a trigger keeps it in step with
// orders); the two "latest" lists walk the created_at indexes. No query scans orders.

export interface LatestProductRow {
  id: number;
  name: string;
  price_cents: number;
  image: string | null;
  active: boolean;
  created_at: string | Date;
}

export function latestProducts(database: Database, limit: number): Promise<LatestProductRow[]> {
  return database.rows<LatestProductRow>(sql`
    SELECT p.id, p.name, p.price_cents, p.active, p.created_at,
      (SELECT i.thumb_url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image
    FROM products p ORDER BY p.created_at DESC, p.id DESC LIMIT ${limit}`);
}

export interface LatestOrderRow {
  order_number: string;
  product_name: string;
  quantity: number;
  total_cents: number;
  status: string;
  created_at: string | Date;
  user_name: string;
  first_name: string | null;
  last_name: string;
}

export function latestOrders(database: Database, limit: number): Promise<LatestOrderRow[]> {
  return database.rows<LatestOrderRow>(sql`
    SELECT o.order_number, o.product_name, o.quantity, o.total_cents, o.status, o.created_at,
      u.user_name, u.first_name, u.last_name
    FROM orders o JOIN users u ON u.id = o.buyer_id
    ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`);
}

export interface Totals {
  orders: number;
  units: number;
  revenue_cents: number;
}

export async function salesTotals(database: Database): Promise<Totals> {
  const [row] = await database.rows<Totals>(sql`
    SELECT coalesce(sum(orders_count), 0)::int AS orders, coalesce(sum(units), 0)::int AS units,
      coalesce(sum(revenue_cents), 0)::bigint AS revenue_cents
    FROM sales_daily`);
  return {
    orders: Number(row?.orders ?? 0),
    units: Number(row?.units ?? 0),
    revenue_cents: Number(row?.revenue_cents ?? 0),
  };
}

export interface GroupRow {
  id: number;
  name: string;
  orders: number;
  units: number;
  revenue_cents: number;
}

/** Every category (or audience), those without sales with zeros, so the chart's axes stay stable. */
export async function salesBy(database: Database, group: 'category' | 'genre'): Promise<GroupRow[]> {
  const rows =
    group === 'category'
      ? await database.rows<GroupRow>(sql`
          SELECT c.id, c.name, coalesce(sum(s.orders_count), 0)::int AS orders,
            coalesce(sum(s.units), 0)::int AS units, coalesce(sum(s.revenue_cents), 0)::bigint AS revenue_cents
          FROM categories c LEFT JOIN sales_daily s ON s.category_id = c.id
          GROUP BY c.id, c.name ORDER BY c.id`)
      : await database.rows<GroupRow>(sql`
          SELECT g.id, g.name, coalesce(sum(s.orders_count), 0)::int AS orders,
            coalesce(sum(s.units), 0)::int AS units, coalesce(sum(s.revenue_cents), 0)::bigint AS revenue_cents
          FROM genres g LEFT JOIN sales_daily s ON s.genre_id = g.id
          GROUP BY g.id, g.name ORDER BY g.id`);
  return rows.map((r) => ({ ...r, revenue_cents: Number(r.revenue_cents) }));
}

export interface DayRow {
  day: string;
  orders: number;
  units: number;
  revenue_cents: number;
}

/** The last `days` UTC days up to today, oldest first, days without sales as zeros. */
export async function salesPerDay(database: Database, days: number): Promise<DayRow[]> {
  const rows = await database.rows<DayRow>(sql`
    WITH days AS (
      SELECT generate_series(
        (now() AT TIME ZONE 'UTC')::date - ${days - 1}::int,
        (now() AT TIME ZONE 'UTC')::date,
        interval '1 day')::date AS day
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(s.orders_count), 0)::int AS orders,
      coalesce(sum(s.units), 0)::int AS units, coalesce(sum(s.revenue_cents), 0)::bigint AS revenue_cents
    FROM days d LEFT JOIN sales_daily s ON s.day = d.day
    GROUP BY d.day ORDER BY d.day`);
  return rows.map((r) => ({ ...r, revenue_cents: Number(r.revenue_cents) }));
}
