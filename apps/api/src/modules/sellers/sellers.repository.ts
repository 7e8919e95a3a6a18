import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowTimestamp } from '../../db/timestamps.js';

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
        (SELECT a.province FROM addresses.addresses a WHERE a.user_id = u.id AND a.is_default) AS province,
        coalesce((SELECT c.active_products FROM catalog.seller_counts c WHERE c.seller_id = u.id), 0) AS active_products,
        r.level, r.figures
      FROM accounts.people u LEFT JOIN seller_reputation r ON r.seller_id = u.id
      WHERE lower(u.user_name) = lower(${userName}) AND NOT u.banned`,
  );
  return row;
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

/** Reviews of all the seller's products, newest first (reviews_seller_idx), always one row. */
export async function reviewsPage(database: Database, sellerId: number, limit: number, offset: number) {
  const [row] = await database.rows(
    reviewPageRow,
    sql`SELECT coalesce((SELECT c.reviews FROM catalog.seller_counts c WHERE c.seller_id = ${sellerId}), 0) AS total,
      coalesce((SELECT json_agg(page ORDER BY page.created_at DESC, page.id DESC) FROM (
        SELECT r.id, r.rating, r.comment, r.created_at, u.user_name, p.id AS product_id, p.name AS product_name
        FROM reviews.reviews r JOIN accounts.people u ON u.id = r.user_id JOIN catalog.products p ON p.id = r.product_id
        WHERE r.seller_id = ${sellerId}
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}) page), '[]'::json) AS items`,
  );
  return row ?? { total: 0, items: [] };
}
