import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Database, type Executor } from '../../db/client.js';
import { productViewColumns, productViewRow } from '../../db/product-view.js';
import { rowCount } from '../../db/row-count.js';
import { wishlistItems } from '../../db/schema.js';

/** A wish list item with its product (snake_case straight from SQL). */
const wishlistRow = productViewRow.extend({
  id: z.number(),
  product_id: z.number(),
  options_summary: z.array(z.object({ name: z.string(), values: z.number() })).nullable(),
});
export type WishlistRow = z.infer<typeof wishlistRow>;

const itemSelect = sql`
  SELECT w.id, w.product_id, ${productViewColumns}, p.options_summary
  FROM wishlist_items w JOIN catalog.products p ON p.id = w.product_id`;

/** The whole list in one query, newest first. */
export function findItems(database: Database, userId: number): Promise<WishlistRow[]> {
  return database.rows(
    wishlistRow,
    sql`${itemSelect}
    WHERE w.user_id = ${userId}
    ORDER BY w.created_at DESC, w.id DESC`,
  );
}

export async function findItemByProduct(
  database: Database,
  userId: number,
  productId: number,
): Promise<WishlistRow | undefined> {
  const [row] = await database.rows(
    wishlistRow,
    sql`${itemSelect}
    WHERE w.user_id = ${userId} AND w.product_id = ${productId}`,
  );
  return row;
}

const insertOutcome = z.strictObject({ created: z.boolean(), found: z.boolean(), own: z.boolean() });

/**
 * Adds an active product of someone else's once, in one statement: concurrent adds meet on the
 * unique index; one's own product is not wished for.
 */
export async function insertItem(
  ex: Executor,
  userId: number,
  productId: number,
): Promise<'created' | 'existing' | 'noProduct' | 'own'> {
  const [row] = await checkedRows(
    ex,
    insertOutcome,
    sql`
    WITH product AS (SELECT id, seller_id IS NOT DISTINCT FROM ${userId}::int AS own
        FROM catalog.products WHERE id = ${productId} AND active),
    inserted AS (
      INSERT INTO wishlist_items (user_id, product_id)
      SELECT ${userId}, id FROM product WHERE NOT own
      ON CONFLICT (user_id, product_id) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT count(*) FROM inserted) > 0 AS created, EXISTS (SELECT 1 FROM product) AS found,
      coalesce((SELECT own FROM product), false) AS own`,
  );
  if (!row?.found) return 'noProduct';
  if (row.own) return 'own';
  return row.created ? 'created' : 'existing';
}

export async function deleteItem(ex: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await ex
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)))
    .returning({ id: wishlistItems.id });
  return rows.length > 0;
}

export async function deleteAllItems(ex: Executor, userId: number): Promise<void> {
  await ex.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

/**
 * One page of the people who keep this product, in user id order after `afterUserId`
 * (wishlist_items_product_user_idx): never its seller, never a banned account.
 */
export async function holdersOf(
  ex: Executor,
  productId: number,
  page: { afterUserId: number; limit: number; sellerId: number | null },
): Promise<number[]> {
  const rows = await checkedRows(
    ex,
    z.strictObject({ user_id: z.number() }),
    sql`SELECT w.user_id FROM wishlist_items w JOIN accounts.people u ON u.id = w.user_id
      WHERE w.product_id = ${productId} AND w.user_id > ${page.afterUserId}
        AND w.user_id IS DISTINCT FROM ${page.sellerId}::int AND NOT u.banned
      ORDER BY w.user_id LIMIT ${rowCount(page.limit)}`,
  );
  return rows.map((r) => r.user_id);
}
