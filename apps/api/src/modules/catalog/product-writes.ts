import { discountedCents, variantLabel } from '@bazar/shared';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Executor } from '../../db/client.js';
import { rowCount } from '../../db/row-count.js';
import { productImages, productOptions, products, productVariants } from '../../db/schema.js';
import { together } from '../../db/transaction.js';
import { editedDiscount } from './event-prices.js';

/**
 * The one writer of `products` and `product_images` (with event-prices.ts, which writes a sale
 * event's discount on them, decision record 0035). The catalog's own routes (the seller's side,
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
  /** The sum of the visible variants' stock (stockOfVariants). */
  stock: number;
  categoryId: number;
  genreId: number;
  /** The options and how many values each, for cards; null without options. */
  optionsSummary: { name: string; values: number }[] | null;
}

/** Units of one variant of a product (its product named too: stock is locked product first). */
export interface UnitsOf {
  productId: number;
  variantId: number;
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
  variant_id: z.number(),
  /** 'Talle: 42 · Color: Negro'; '' for a product without options. */
  variant_label: z.string(),
  sku: z.string().nullable(),
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
  optionsSummary: f.optionsSummary,
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

/**
 * The form's fields written. `eventDiscount`: the running sale event's discount on this product
 * (lockProduct's read), or null: then the form's discount is the seller's own, kept aside, and the
 * product sells at the larger of the two until the event ends (event-prices.ts, decision record
 * 0035). Answers the discount the product now sells at, which its variants must be priced with.
 */
export async function updateProduct(
  ex: Executor,
  id: number,
  f: ProductFields,
  eventDiscount: number | null = null,
): Promise<number> {
  const discount = editedDiscount(f.discount, eventDiscount);
  await ex
    .update(products)
    .set({
      ...columnsOf({ ...f, discount }),
      ...(eventDiscount === null ? {} : { ownDiscount: f.discount }),
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, id));
  return discount;
}

/** An option as saved: its name and values in order. */
export interface OptionFields {
  name: string;
  values: string[];
}

/** A variant as saved: its values (one per option, [] without options) and what it sells. */
export interface VariantFields {
  values: string[];
  stock: number;
  /** Its own price before the product's discount; null: the product's. */
  priceCents: number | null;
  sku: string | null;
  /** Positions of the product's pictures that show it; empty: all. */
  imagePositions: number[];
  hidden: boolean;
}

/** The product's stock: what its visible variants hold (the sum every stock write keeps). */
export const stockOfVariants = (variants: readonly VariantFields[]): number =>
  variants.reduce((sum, v) => (v.hidden ? sum : sum + v.stock), 0);

/**
 * Writes the product's options and variants as the seller left them, after the product row (whose
 * stock the caller set to stockOfVariants): the options replaced, each variant inserted or updated
 * by its combination, priced by the shared money helper, and every variant left out of the list
 * hidden, never deleted (a sold one keeps its history; one put back is shown again).
 */
export async function saveVariants(
  ex: Executor,
  productId: number,
  priced: { priceCents: number; discount: number },
  options: OptionFields[],
  variants: VariantFields[],
): Promise<void> {
  await ex.delete(productOptions).where(eq(productOptions.productId, productId));
  if (options.length > 0)
    await ex
      .insert(productOptions)
      .values(options.map((o, position) => ({ productId, position, name: o.name, values: o.values })));
  const rows = variants.map((v, position) => ({
    productId,
    position,
    optionValues: v.values,
    stock: v.stock,
    priceCents: v.priceCents,
    finalPriceCents: discountedCents(v.priceCents ?? priced.priceCents, priced.discount),
    sku: v.sku,
    imagePositions: v.imagePositions,
    hidden: v.hidden,
  }));
  const kept = await ex
    .insert(productVariants)
    .values(rows)
    .onConflictDoUpdate({
      target: [productVariants.productId, productVariants.optionValues],
      set: {
        position: sql`excluded.position`,
        stock: sql`excluded.stock`,
        priceCents: sql`excluded.price_cents`,
        finalPriceCents: sql`excluded.final_price_cents`,
        sku: sql`excluded.sku`,
        imagePositions: sql`excluded.image_positions`,
        hidden: sql`excluded.hidden`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: productVariants.id });
  await ex.execute(sql`
    UPDATE product_variants SET hidden = true, updated_at = now()
    WHERE product_id = ${productId} AND NOT hidden AND id <> ALL(${sql.param(kept.map((k) => k.id))}::int[])`);
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

/** Locks the lines' products in id order (a materialized CTE) before any variant is changed. */
function lockedUnits(lines: UnitsOf[]) {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  return sql`wanted AS (
      SELECT * FROM unnest(${sql.param(lines.map((l) => l.variantId))}::int[], ${sql.param(lines.map((l) => l.quantity))}::int[])
        AS w(variant_id, quantity)
    ), locked AS MATERIALIZED (
      SELECT id FROM products WHERE id = ANY(${sql.param(productIds)}::int[]) ORDER BY id FOR UPDATE
    )`;
}

/** A reserved line as the statement answers it: its option names and values, labelled in TypeScript. */
const takenRow = reservedUnits
  .omit({ variant_label: true })
  .extend({ option_names: z.array(z.string()), option_values: z.array(z.string()) });

/**
 * Takes `quantity` units of each visible variant of an active product that has them, in one
 * statement: the products are locked in id order (every stock write locks the product first, so
 * no two writers deadlock), then a variant short of stock (or hidden, or of an inactive product)
 * is simply not updated, and each product's stock (the sum of its visible variants') drops by its
 * lines' units. Answers the lines taken, priced now; the caller rolls back when fewer came back
 * than it asked for.
 */
export async function reserve(ex: Executor, lines: UnitsOf[]): Promise<ReservedUnits[]> {
  if (lines.length === 0) return [];
  const rows = await checkedRows(
    ex,
    takenRow,
    sql`WITH ${lockedUnits(lines)},
        taken AS (
          UPDATE product_variants v SET stock = v.stock - w.quantity, updated_at = now()
          FROM wanted w
          WHERE v.id = w.variant_id AND v.product_id IN (SELECT id FROM locked) AND NOT v.hidden
            AND v.stock >= w.quantity
          RETURNING v.id, v.product_id, v.option_values, v.price_cents, v.final_price_cents, v.sku,
            v.image_positions, w.quantity
        ),
        sold AS (
          UPDATE products p SET stock = p.stock - t.quantity, updated_at = now()
          FROM (SELECT product_id, sum(quantity)::int AS quantity FROM taken GROUP BY product_id) t
          WHERE p.id = t.product_id AND p.active
          RETURNING p.id, p.seller_id, p.name, p.price_cents, p.discount, p.category_id
        )
        SELECT t.id AS variant_id, s.id AS product_id, s.seller_id, s.name AS product_name,
          (SELECT i.url FROM product_images i WHERE i.product_id = s.id
           ORDER BY array_position(t.image_positions, i.position) NULLS LAST, i.position LIMIT 1) AS product_image,
          coalesce(t.price_cents, s.price_cents) AS unit_price_cents, s.discount, t.quantity,
          t.final_price_cents * t.quantity AS total_cents, s.category_id,
          coalesce((SELECT array_agg(o.name ORDER BY o.position) FROM product_options o WHERE o.product_id = s.id),
                   '{}') AS option_names,
          t.option_values, t.sku
        FROM taken t JOIN sold s ON s.id = t.product_id`,
  );
  return rows.map(({ option_names, option_values, ...line }) => ({
    ...line,
    variant_label: variantLabel(option_names, option_values),
  }));
}

/** Gives reserved units back (a rejected, expired or replaced checkout, a refund's restock). */
export async function release(ex: Executor, lines: UnitsOf[]): Promise<void> {
  if (lines.length === 0) return;
  await ex.execute(sql`WITH ${lockedUnits(lines)},
    back AS (
      UPDATE product_variants v SET stock = v.stock + w.quantity, updated_at = now()
      FROM wanted w WHERE v.id = w.variant_id AND v.product_id IN (SELECT id FROM locked)
      RETURNING v.product_id, v.hidden, w.quantity
    )
    UPDATE products p SET stock = p.stock + b.quantity, updated_at = now()
    FROM (SELECT product_id, sum(quantity)::int AS quantity FROM back WHERE NOT hidden GROUP BY product_id) b
    WHERE p.id = b.product_id`);
}

/**
 * Takes units for a sale whose reservation had already been given back (a payment approved
 * after its checkout expired): every line's units, or none when one of them is short (answered
 * false). Inside the caller's transaction, two statements sent together: the products locked in
 * id order, then the check and the update, whose snapshot is taken once the locks are held (one
 * statement that waited for a lock would check the other rows as they were before the wait).
 * A variant hidden since still sells what it has: the buyer paid for it.
 */
export async function sellReleased(tx: Executor, lines: UnitsOf[]): Promise<boolean> {
  if (lines.length === 0) return true;
  const productIds = sql.param([...new Set(lines.map((l) => l.productId))]);
  const variantIds = sql.param(lines.map((l) => l.variantId));
  const quantities = sql.param(lines.map((l) => l.quantity));
  const [, taken] = await together(tx, [
    () =>
      tx.execute(sql`SELECT id FROM products WHERE id = ANY(${productIds}::int[]) ORDER BY id FOR UPDATE`),
    () =>
      checkedRows(
        tx,
        z.strictObject({ taken: z.number() }),
        sql`WITH wanted AS (
              SELECT * FROM unnest(${variantIds}::int[], ${quantities}::int[]) AS w(variant_id, quantity)
            ), taken AS (
              UPDATE product_variants v SET stock = v.stock - w.quantity, updated_at = now()
              FROM wanted w
              WHERE v.id = w.variant_id
                AND NOT EXISTS (SELECT 1 FROM wanted s LEFT JOIN product_variants q ON q.id = s.variant_id
                                WHERE q.id IS NULL OR q.stock < s.quantity)
              RETURNING v.product_id, v.hidden, w.quantity
            ), sold AS (
              UPDATE products p SET stock = p.stock - t.quantity, updated_at = now()
              FROM (SELECT product_id, sum(quantity)::int AS quantity FROM taken WHERE NOT hidden GROUP BY product_id) t
              WHERE p.id = t.product_id
            )
            SELECT count(*)::int AS taken FROM taken`,
      ),
  ]);
  return taken[0]?.taken === lines.length;
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
