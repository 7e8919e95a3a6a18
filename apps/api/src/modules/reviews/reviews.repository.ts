import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Database, type Executor } from '../../db/client.js';
import { imagePairs, productImagesJson } from '../../db/product-images.js';
import { rowTimestamp } from '../../db/timestamps.js';

export const reviewRow = z.strictObject({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  created_at: rowTimestamp,
  user_name: z.string(),
  /** The values of the variant the reviewer last bought of the product ([] without options). */
  bought_values: z.array(z.string()).nullable(),
  option_names: z.array(z.string()),
});
export type ReviewRow = z.infer<typeof reviewRow>;

/** 'Compró: Talle 42 · Negro': the variant of the reviewer's latest order of the product, and its options' names. */
const boughtColumns = (r: SQL) => sql`
  (SELECT v.option_values FROM orders.orders o JOIN catalog.variants v ON v.id = o.variant_id
   WHERE o.product_id = ${r}.product_id AND o.buyer_id = ${r}.user_id ORDER BY o.created_at DESC LIMIT 1) AS bought_values,
  coalesce((SELECT array_agg(n.name ORDER BY n.position) FROM catalog.options n WHERE n.product_id = ${r}.product_id), '{}')
    AS option_names`;

/** A purchased product not yet reviewed, with its latest purchase. */
const pendingRow = z.strictObject({
  product_id: z.number(),
  purchased_at: rowTimestamp,
  name: z.string(),
  images: imagePairs,
});
export type PendingRow = z.infer<typeof pendingRow>;

const ratingRow = z.strictObject({ rating_sum: z.number(), rating_count: z.number() });
export type RatingRow = z.infer<typeof ratingRow>;

const countRow = z.strictObject({ n: z.number() });

/** Product state for a review list: null when there is no such active product. */
export async function findProductRating(database: Database, productId: number): Promise<RatingRow | null> {
  const [row] = await database.rows(
    ratingRow,
    sql`SELECT rating_sum, rating_count FROM catalog.products WHERE id = ${productId} AND active`,
  );
  return row ?? null;
}

/** One page of a product's reviews, newest first (index reviews_product_created_idx). */
export function findProductReviews(
  database: Database,
  productId: number,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return database.rows(
    reviewRow,
    sql`
    SELECT r.id, r.rating, r.comment, r.created_at, u.user_name, ${boughtColumns(sql`r`)}
    FROM reviews r JOIN accounts.people u ON u.id = r.user_id
    WHERE r.product_id = ${productId}
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countProductReviews(database: Database, productId: number): Promise<number> {
  const [row] = await database.rows(
    countRow,
    sql`SELECT count(*)::int AS n FROM reviews WHERE product_id = ${productId}`,
  );
  return row?.n ?? 0;
}

/**
 * The user's purchased products without a review from them: one row per product, with the
 * latest purchase (orders exist only for paid invoices). Uses orders_buyer_idx and the
 * reviews unique index for the anti-join.
 */
const pendingProducts = (userId: number) => sql`
  SELECT o.product_id, max(o.created_at) AS purchased_at
  FROM orders.orders o
  WHERE o.buyer_id = ${userId}
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = o.product_id AND r.user_id = ${userId})
  GROUP BY o.product_id`;

export function findPending(database: Database, userId: number, limit: number, offset: number) {
  return database.rows(
    pendingRow,
    sql`
    WITH pending AS (${pendingProducts(userId)})
    SELECT b.product_id, b.purchased_at, p.name, ${productImagesJson} AS images
    FROM pending b JOIN catalog.products p ON p.id = b.product_id
    ORDER BY b.purchased_at DESC, b.product_id DESC
    LIMIT ${limit} OFFSET ${offset}`,
  );
}

export async function countPending(database: Database, userId: number): Promise<number> {
  const [row] = await database.rows(
    countRow,
    sql`WITH pending AS (${pendingProducts(userId)}) SELECT count(*)::int AS n FROM pending`,
  );
  return row?.n ?? 0;
}

const idRow = z.strictObject({ id: z.number() });

/** Whether the product exists (active or not: a buyer may review what was since withdrawn). */
export async function productExists(ex: Executor, productId: number): Promise<boolean> {
  const rows = await checkedRows(ex, idRow, sql`SELECT id FROM catalog.products WHERE id = ${productId}`);
  return rows.length > 0;
}

export async function hasBought(ex: Executor, userId: number, productId: number): Promise<boolean> {
  const rows = await checkedRows(
    ex,
    idRow,
    sql`SELECT id FROM orders.orders WHERE product_id = ${productId} AND buyer_id = ${userId} LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Inserts the review unless the user already has one for the product. Concurrent attempts meet
 * on the unique (product_id, user_id) index: exactly one returns a row.
 */
export async function insertReview(
  ex: Executor,
  values: { productId: number; userId: number; rating: number; comment: string },
): Promise<ReviewRow | null> {
  const [row] = await checkedRows(
    ex,
    reviewRow,
    sql`
    WITH inserted AS (
      INSERT INTO reviews (product_id, user_id, rating, comment)
      VALUES (${values.productId}, ${values.userId}, ${values.rating}, ${values.comment})
      ON CONFLICT (product_id, user_id) DO NOTHING
      RETURNING id, rating, comment, created_at, user_id, product_id
    )
    SELECT i.id, i.rating, i.comment, i.created_at, u.user_name, ${boughtColumns(sql`i`)}
    FROM inserted i JOIN accounts.people u ON u.id = i.user_id`,
  );
  return row ?? null;
}

const sentRow = z.strictObject({
  id: z.number(),
  rating: z.number(),
  comment: z.string(),
  created_at: rowTimestamp,
  product_id: z.number(),
  name: z.string(),
  images: imagePairs,
  total: z.number(),
});
export type SentRow = z.infer<typeof sentRow>;

/** The user's reviews, newest first, with their products and the exact total (reviews_user_idx). */
export async function findSent(
  database: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: SentRow[]; total: number }> {
  const rows = await database.rows(
    sentRow,
    sql`SELECT r.id, r.rating, r.comment, r.created_at, r.product_id, p.name, ${productImagesJson} AS images,
        (SELECT count(*) FROM reviews WHERE user_id = ${userId})::int AS total
      FROM reviews r JOIN catalog.products p ON p.id = r.product_id
      WHERE r.user_id = ${userId}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );
  if (rows[0] || offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [row] = await database.rows(
    countRow,
    sql`SELECT count(*)::int AS n FROM reviews WHERE user_id = ${userId}`,
  );
  return { rows: [], total: row?.n ?? 0 };
}
