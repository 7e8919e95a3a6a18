import type { SellerSort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';
import { productColumns, productJoins, productRow } from '../catalog/index.js';

/**
 * A seller's public page: their name, since when, the province of their default address (only
 * the province), how many active products, and the reputation the job last computed. A user
 * name is unique whatever its case (users_user_name_lower_uq), and looked up that way.
 */
const sellerRow = z.strictObject({
  id: z.number(),
  user_name: z.string(),
  created_at: rowTimestamp,
  province: z.string().nullable(),
  active_products: z.number(),
  level: z.number().nullable(),
  figures: z.unknown().nullable(),
});
export type SellerRow = z.infer<typeof sellerRow>;

export async function findSeller(database: Database, userName: string): Promise<SellerRow | undefined> {
  const [row] = await database.rows(
    sellerRow,
    sql`SELECT u.id, u.user_name, u.created_at,
        (SELECT a.province FROM addresses a WHERE a.user_id = u.id AND a.is_default) AS province,
        coalesce((SELECT c.active_products FROM seller_counts c WHERE c.seller_id = u.id), 0) AS active_products,
        r.level, r.figures
      FROM users u LEFT JOIN seller_reputation r ON r.seller_id = u.id
      WHERE lower(u.user_name) = lower(${userName}) AND NOT u.banned`,
  );
  return row;
}

const ORDER: Record<SellerSort, SQL> = {
  recent: sql`ORDER BY p.id DESC`,
  price_asc: sql`ORDER BY p.final_price_cents, p.id`,
  price_desc: sql`ORDER BY p.final_price_cents DESC, p.id DESC`,
};

/**
 * The seller by name (not banned) and what their lists count, as one statement's first part:
 * a list is one round trip, the seller resolved inside it.
 */
const sellerNamed = (userName: string) => sql`
  SELECT u.id, coalesce(c.active_products, 0) AS products, coalesce(c.reviews, 0) AS reviews
  FROM users u LEFT JOIN seller_counts c ON c.seller_id = u.id
  WHERE lower(u.user_name) = lower(${userName}) AND NOT u.banned`;

/**
 * A page of the seller's products: with no product on it, one row of the total alone (every
 * other column null, the LATERAL join found nothing); no row at all for no such seller.
 */
const productPageRow = z.union([
  productRow.extend({ total: z.number() }),
  z.object({ total: z.number(), id: z.null() }).catchall(z.null()),
]);

/**
 * The seller's active products, one page in the chosen order (products_seller_*_idx); the
 * total is kept by triggers (seller_counts). Undefined when no such seller.
 */
export async function productsPage(
  database: Database,
  userName: string,
  filter: { sort: SellerSort; limit: number; offset: number },
) {
  const rows = await database.rows(
    productPageRow,
    sql`WITH s AS (${sellerNamed(userName)})
      SELECT s.products AS total, x.* FROM s LEFT JOIN LATERAL (
        SELECT ${productColumns}
        ${productJoins}
        WHERE p.seller_id = s.id AND p.active
        ${ORDER[filter.sort]} LIMIT ${filter.limit} OFFSET ${filter.offset}) x ON true`,
  );
  if (rows.length === 0) return undefined;
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.filter((row): row is z.infer<typeof productRow> & { total: number } => row.id !== null),
  };
}

const reviewRow = z.strictObject({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  created_at: rowTimestamp,
  user_name: z.string(),
  product_id: z.number(),
  product_name: z.string(),
});
export type SellerReviewRow = z.infer<typeof reviewRow>;
const reviewPageRow = z.strictObject({ total: z.number(), items: z.array(reviewRow) });

/** Reviews of all the seller's products, newest first (reviews_seller_idx); undefined when no such seller. */
export async function reviewsPage(database: Database, userName: string, limit: number, offset: number) {
  const [row] = await database.rows(
    reviewPageRow,
    sql`WITH s AS (${sellerNamed(userName)})
      SELECT s.reviews AS total,
      coalesce((SELECT json_agg(page ORDER BY page.created_at DESC, page.id DESC) FROM (
        SELECT r.id, r.rating, r.comment, r.created_at, u.user_name, p.id AS product_id, p.name AS product_name
        FROM reviews r JOIN users u ON u.id = r.user_id JOIN products p ON p.id = r.product_id
        WHERE r.seller_id = s.id
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}) page), '[]'::json) AS items
      FROM s`,
  );
  return row;
}
