import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const maxRow = z.strictObject({ max: z.number().nullable() });
/** A product id and its last change as a date (YYYY-MM-DD). */
const sitemapRow = z.strictObject({ id: z.number(), updated: z.string() });

/** The highest product id: one step down the primary key index, however big the catalog. */
export async function maxProductId(database: Database): Promise<number> {
  const [row] = await database.rows(maxRow, sql`SELECT max(id)::int AS max FROM catalog.products`);
  return row?.max ?? 0;
}

/**
 * Active products whose id lies in [from, to]: a range scan of the primary key bounded by the
 * range's width, never an OFFSET that reads and drops every earlier row.
 */
export function activeProductsInRange(
  database: Database,
  from: number,
  to: number,
): Promise<z.infer<typeof sitemapRow>[]> {
  return database.rows(
    sitemapRow,
    sql`
    SELECT id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS updated
    FROM catalog.products
    WHERE id BETWEEN ${from} AND ${to} AND active
    ORDER BY id`,
  );
}

/** The highest user id (the sellers' files are ranges of it). */
export async function maxUserId(database: Database): Promise<number> {
  const [row] = await database.rows(maxRow, sql`SELECT max(id)::int AS max FROM accounts.people`);
  return row?.max ?? 0;
}

const sellerRow = z.strictObject({ user_name: z.string() });
/** Sellers (not banned) with an active product whose id lies in [from, to]. */
export function sellersInRange(database: Database, from: number, to: number) {
  return database.rows(
    sellerRow,
    sql`
    SELECT u.user_name FROM accounts.people u
    WHERE u.id BETWEEN ${from} AND ${to} AND NOT u.banned
      AND EXISTS (SELECT 1 FROM catalog.products p WHERE p.seller_id = u.id AND p.active)
    ORDER BY u.id`,
  );
}
