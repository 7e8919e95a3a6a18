import { discountedCents } from '@bazar/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Executor } from '../../db/client.js';
import { rowCount } from '../../db/row-count.js';
import { productImages, products } from '../../db/schema.js';
import { together } from '../../db/transaction.js';

/**
 * The one writer of `products` and `product_images`. The catalog's own routes (the seller's side,
 * the back office) and the flows (checkout, purchase, refunds, reviews, bans, reputation) call these
 * inside their own transaction (the executor they pass); nothing else writes those tables (the
 * bulk seeding tools insert in batches but price rows with the same helper). Keeping every write
 * here keeps the invariants in one place: stock never below zero (checked by the UPDATE itself),
 * rows locked in id order (no deadlock between two buyers of the same products), and the
 * discounted price computed by the shared money helper only.
 *
 * After the caller's transaction commits, it reports the touched ids through
 * `productsChanged(events, ids)` (directly or as the outbox's PRODUCTS_CHANGED_KIND) so caches drop
 * only those products.
 */

export interface ProductFields {
  name: string;
  description: string;
  priceCents: number;
  brand: string;
  color: string;
  warrantyMonths: number;
  discount: number;
  stock: number;
  categoryId: number;
  genreId: number;
}

export interface UnitsOf {
  productId: number;
  quantity: number;
}

/** An image of a product: the shown file and its thumbnail. */
export interface ProductImage {
  url: string;
  thumbUrl: string;
}

/** A reserved line, priced as the product is now: what the buyer will be charged. */
export const reservedLine = z.strictObject({
  product_id: z.number(),
  seller_id: z.number().nullable(),
  product_name: z.string(),
  product_image: z.string().nullable(),
  unit_price_cents: z.number(),
  discount: z.number(),
  quantity: z.number(),
  total_cents: z.number(),
});
export type ReservedLine = z.infer<typeof reservedLine>;

/** The same, with the product's category (the commission of a split checkout's lines is priced by it). */
const reservedUnits = reservedLine.extend({ category_id: z.number() });
export type ReservedUnits = z.infer<typeof reservedUnits>;

/** The form's fields as columns, the discounted price computed by the shared money helper. */
const columnsOf = (f: ProductFields) => ({
  name: f.name,
  description: f.description,
  priceCents: f.priceCents,
  discount: f.discount,
  finalPriceCents: discountedCents(f.priceCents, f.discount),
  brand: f.brand,
  color: f.color,
  warrantyMonths: f.warrantyMonths,
  stock: f.stock,
  categoryId: f.categoryId,
  genreId: f.genreId,
});

export async function createProduct(ex: Executor, sellerId: number, f: ProductFields): Promise<number> {
  const [row] = await ex
    .insert(products)
    .values({ sellerId, ...columnsOf(f) })
    .returning({ id: products.id });
  if (!row) throw new Error('product not inserted');
  return row.id;
}

/** Replaces the product's images with this list, in order (position 0 is the cover). */
export async function replaceImages(ex: Executor, productId: number, images: ProductImage[]): Promise<void> {
  await ex.delete(productImages).where(eq(productImages.productId, productId));
  await ex
    .insert(productImages)
    .values(
      images.map((image, position) => ({ productId, position, url: image.url, thumbUrl: image.thumbUrl })),
    );
}

export async function updateProduct(ex: Executor, id: number, f: ProductFields): Promise<void> {
  await ex
    .update(products)
    .set({ ...columnsOf(f), updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** Sets or (without `active`) flips the flag; undefined when there is no such product. */
export async function setActive(
  ex: Executor,
  id: number,
  active: boolean | undefined,
): Promise<boolean | undefined> {
  const [row] = await ex
    .update(products)
    // An explicit choice replaces a ban's hold: lifting the ban will not touch this product.
    .set({ active: active ?? sql`NOT ${products.active}`, heldByBan: false, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning({ active: products.active });
  return row?.active;
}

/** A ban hides the seller's active products and remembers which; answers their ids. */
export async function holdSellerProducts(ex: Executor, sellerId: number): Promise<number[]> {
  const rows = await ex
    .update(products)
    .set({ active: false, heldByBan: true, updatedAt: sql`now()` })
    .where(sql`${products.sellerId} = ${sellerId} AND ${products.active}`)
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Lifting the ban shows again exactly the products it hid; answers their ids. */
export async function releaseSellerProducts(ex: Executor, sellerId: number): Promise<number[]> {
  const rows = await ex
    .update(products)
    .set({ active: true, heldByBan: false, updatedAt: sql`now()` })
    .where(sql`${products.sellerId} = ${sellerId} AND ${products.heldByBan}`)
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Keeps the product's running rating totals with the review, in the caller's transaction. */
export async function addRating(
  ex: Executor,
  productId: number,
  rating: number,
): Promise<{ rating_sum: number; rating_count: number }> {
  const [row] = await ex
    .update(products)
    .set({ ratingSum: sql`${products.ratingSum} + ${rating}`, ratingCount: sql`${products.ratingCount} + 1` })
    .where(eq(products.id, productId))
    .returning({ rating_sum: products.ratingSum, rating_count: products.ratingCount });
  if (!row) throw new Error(`product ${productId} vanished inside its review transaction`);
  return row;
}

/** The lines as two arrays, locked in id order before any is changed (a materialized CTE). */
function lockedUnits(lines: UnitsOf[]) {
  const ids = lines.map((l) => l.productId);
  const quantities = lines.map((l) => l.quantity);
  return sql`wanted AS (
      SELECT * FROM unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[]) AS w(product_id, quantity)
    ), locked AS MATERIALIZED (
      SELECT id FROM products WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id FOR UPDATE
    )`;
}

/**
 * Takes `quantity` units of each active product that has them, in one statement: rows are
 * locked in id order, then a row short of stock (or inactive) is simply not updated. Answers
 * the lines taken, priced now; the caller rolls back when fewer came back than it asked for.
 */
export function reserve(ex: Executor, lines: UnitsOf[]): Promise<ReservedUnits[]> {
  if (lines.length === 0) return Promise.resolve([]);
  return checkedRows(
    ex,
    reservedUnits,
    sql`WITH ${lockedUnits(lines)}
        UPDATE products p SET stock = p.stock - w.quantity, updated_at = now()
        FROM wanted w
        WHERE p.id = w.product_id AND p.id IN (SELECT id FROM locked) AND p.active AND p.stock >= w.quantity
        RETURNING p.id AS product_id, p.seller_id, p.name AS product_name,
          (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS product_image,
          p.price_cents AS unit_price_cents, p.discount, w.quantity,
          p.final_price_cents * w.quantity AS total_cents, p.category_id`,
  );
}

/** Gives reserved units back (a rejected, expired or replaced checkout). */
export async function release(ex: Executor, lines: UnitsOf[]): Promise<void> {
  if (lines.length === 0) return;
  await ex.execute(sql`WITH ${lockedUnits(lines)}
    UPDATE products p SET stock = p.stock + w.quantity, updated_at = now()
    FROM wanted w WHERE p.id = w.product_id AND p.id IN (SELECT id FROM locked)`);
}

/**
 * Takes units for a sale whose reservation had already been given back (a payment approved
 * after its checkout expired): every line's units, or none when one of them is short (answered
 * false). Inside the caller's transaction, two statements sent together: the rows locked in id
 * order, then the check and the update, whose snapshot is taken once the locks are held (one
 * statement that waited for a lock would check the other rows as they were before the wait).
 */
export async function sellReleased(tx: Executor, lines: UnitsOf[]): Promise<boolean> {
  if (lines.length === 0) return true;
  const ids = sql.param(lines.map((l) => l.productId));
  const quantities = sql.param(lines.map((l) => l.quantity));
  const [, taken] = await together(tx, [
    () => tx.execute(sql`SELECT id FROM products WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`),
    () =>
      affectedRows(
        tx,
        sql`WITH wanted AS (
              SELECT * FROM unnest(${ids}::int[], ${quantities}::int[]) AS w(product_id, quantity)
            )
            UPDATE products p SET stock = p.stock - w.quantity, updated_at = now()
            FROM wanted w
            WHERE p.id = w.product_id
              AND NOT EXISTS (SELECT 1 FROM wanted s LEFT JOIN products q ON q.id = s.product_id
                              WHERE q.id IS NULL OR q.stock < s.quantity)`,
      ),
  ]);
  return taken === lines.length;
}

/** Products moved to a new search tier per statement: each commits alone, so no purchase waits long. */
const TIER_BATCH = 1000;

/**
 * Gives these sellers' products their seller's search tier where it differs (a level changed,
 * read from the sellers' published reputation), TIER_BATCH products per statement; the
 * posting-list trigger moves their entries. A product inserted while its seller's tier changed
 * may keep the old one: the reputation job's daily turn, which visits every seller, puts it right.
 */
export async function moveToSellerTiers(ex: Executor, sellerIds: number[]): Promise<void> {
  let moved = TIER_BATCH;
  while (moved === TIER_BATCH) {
    moved = await affectedRows(
      ex,
      sql`UPDATE products p SET seller_tier = r.search_tier
        FROM sellers.reputation r
        WHERE r.seller_id = p.seller_id AND p.id IN (
          SELECT q.id FROM products q JOIN sellers.reputation s ON s.seller_id = q.seller_id
          WHERE q.seller_id = ANY (${sql.param(sellerIds)}::int[]) AND q.seller_tier <> s.search_tier
          LIMIT ${rowCount(TIER_BATCH)})`,
    );
  }
}
