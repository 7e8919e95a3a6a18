import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Database, type Executor } from '../../db/client.js';
import { productViewRow } from '../../db/product-view.js';
import { cartLines } from '../../db/schema.js';

/** The variant of a line as the cart shows it: its product, its price, its stock and its names. */
const variantViewRow = productViewRow.extend({
  variant_id: z.number(),
  option_names: z.array(z.string()),
  option_values: z.array(z.string()),
});

/** A cart line with its variant as the cart query returns it (snake_case straight from SQL). */
const cartLineRow = variantViewRow.extend({ id: z.number(), product_id: z.number(), quantity: z.number() });
export type CartLineRow = z.infer<typeof cartLineRow>;

/** A variant of a guest's cart: the cart keeps no lines in the database. */
const guestVariantRow = variantViewRow.extend({
  product_id: z.number(),
  /** The variant the line named (0: none, the product's only one). */
  asked: z.number(),
});
export type GuestVariantRow = z.infer<typeof guestVariantRow>;

/**
 * The variant aliased `v` of the product `p` as a line shows it: a hidden variant has no stock to
 * sell; its own price (or the product's) and the product's discount; its pictures first.
 */
const variantViewColumns = sql`
  p.name, CASE WHEN v.hidden THEN 0 ELSE v.stock END AS stock, p.active,
  coalesce(v.price_cents, p.price_cents) AS price_cents, p.discount, v.final_price_cents,
  (SELECT coalesce(json_agg(json_build_array(i.url, i.thumb_url)
                            ORDER BY array_position(v.image_positions, i.position) NULLS LAST, i.position), '[]'::json)
     FROM catalog.pictures i WHERE i.product_id = p.id) AS images,
  v.id AS variant_id,
  coalesce((SELECT array_agg(o.name ORDER BY o.position) FROM catalog.options o WHERE o.product_id = p.id), '{}')
    AS option_names,
  v.option_values`;

/**
 * The variant a request names, as one condition on `v` (catalog.variants) for product `productId`:
 * the one asked for, or, when none is, the product's only visible one (a product with several
 * needs a choice, see variantChoice).
 */
const namedVariant = (productId: number, variantId: number | undefined) =>
  variantId === undefined
    ? sql`v.product_id = ${productId} AND NOT v.hidden
          AND NOT EXISTS (SELECT 1 FROM catalog.variants o WHERE o.product_id = v.product_id AND NOT o.hidden AND o.id <> v.id)`
    : sql`v.id = ${variantId} AND v.product_id = ${productId}`;

const purchasableRow = z.strictObject({
  id: z.number(),
  active: z.boolean(),
  seller_id: z.number().nullable(),
  /** The named variant's (null: no such variant of this product). */
  stock: z.number().nullable(),
  /** Visible variants: more than one means the buyer must choose. */
  variants: z.number(),
  first_option: z.string().nullable(),
});
export type PurchasableRow = z.infer<typeof purchasableRow>;

/** The whole cart in one query: lines, products and images. */
export function findCartLines(database: Database, userId: number): Promise<CartLineRow[]> {
  return database.rows(
    cartLineRow,
    sql`
    SELECT l.id, l.product_id, l.quantity, ${variantViewColumns}
    FROM cart_lines l JOIN catalog.variants v ON v.id = l.variant_id JOIN catalog.products p ON p.id = l.product_id
    WHERE l.user_id = ${userId}
    ORDER BY l.id`,
  );
}

/**
 * The variants of a guest's cart, of active products: each line's named variant, or the only
 * visible one of a product named alone (older guest carts, products without options).
 */
export function findGuestVariants(
  database: Database,
  lines: { productId: number; variantId?: number | undefined }[],
): Promise<GuestVariantRow[]> {
  return database.rows(
    guestVariantRow,
    sql`
    SELECT p.id AS product_id, g.variant_id AS asked, ${variantViewColumns}
    FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[],
                ${sql.param(lines.map((l) => l.variantId ?? 0))}::int[]) AS g(product_id, variant_id)
    JOIN catalog.products p ON p.id = g.product_id AND p.active
    JOIN catalog.variants v ON v.product_id = p.id AND (
      v.id = g.variant_id OR (g.variant_id = 0 AND NOT v.hidden AND NOT EXISTS (
        SELECT 1 FROM catalog.variants o WHERE o.product_id = p.id AND NOT o.hidden AND o.id <> v.id)))`,
  );
}

/** Why a product (and the variant named, if any) cannot go in a cart, when the insert refused it. */
export async function findPurchasable(
  ex: Executor,
  productId: number,
  variantId: number | undefined,
): Promise<PurchasableRow | undefined> {
  const [row] = await checkedRows(
    ex,
    purchasableRow,
    sql`SELECT p.id, p.active, p.seller_id,
          (SELECT CASE WHEN v.hidden THEN 0 ELSE v.stock END FROM catalog.variants v
           WHERE ${variantId === undefined ? sql`v.product_id = p.id AND NOT v.hidden` : sql`v.id = ${variantId} AND v.product_id = p.id`}
           ORDER BY v.position LIMIT 1) AS stock,
          (SELECT count(*)::int FROM catalog.variants v WHERE v.product_id = p.id AND NOT v.hidden) AS variants,
          (SELECT o.name FROM catalog.options o WHERE o.product_id = p.id ORDER BY o.position LIMIT 1) AS first_option
        FROM catalog.products p WHERE p.id = ${productId}`,
  );
  return row;
}

const addedCartLineRow = cartLineRow.extend({ added: z.boolean() });

/**
 * Adds to the line (creating it) only for an active product of somebody else and while the
 * result stays within the stock, and answers the whole cart as it is then, in one statement:
 * concurrent adds meet on the unique (user, product) index and each re-checks the stock. The
 * written line comes from RETURNING (the statement's other reads see the cart before the write).
 * Answers null when any of the checks refused it.
 */
export async function addToLine(
  database: Database,
  userId: number,
  productId: number,
  variantId: number | undefined,
  quantity: number,
): Promise<CartLineRow[] | null> {
  const rows = await database.rows(
    addedCartLineRow,
    sql`
    WITH added AS (
      INSERT INTO cart_lines (user_id, product_id, variant_id, quantity)
      SELECT ${userId}, p.id, v.id, ${quantity}::int
      FROM catalog.variants v JOIN catalog.products p ON p.id = v.product_id
      WHERE ${namedVariant(productId, variantId)} AND NOT v.hidden AND p.active AND ${quantity}::int <= v.stock
        AND p.seller_id IS DISTINCT FROM ${userId}
      ON CONFLICT (user_id, variant_id) DO UPDATE
        SET quantity = cart_lines.quantity + EXCLUDED.quantity, updated_at = now()
        WHERE cart_lines.quantity + EXCLUDED.quantity
          <= (SELECT v.stock FROM catalog.variants v JOIN catalog.products p ON p.id = v.product_id
              WHERE v.id = EXCLUDED.variant_id AND NOT v.hidden AND p.active)
      RETURNING id, product_id, variant_id, quantity
    )
    SELECT l.id, l.product_id, l.quantity, ${variantViewColumns}, EXISTS (SELECT 1 FROM added) AS added
    FROM (SELECT id, product_id, variant_id, quantity FROM added
          UNION ALL
          SELECT id, product_id, variant_id, quantity FROM cart_lines
          WHERE user_id = ${userId} AND id NOT IN (SELECT id FROM added)) l
    JOIN catalog.variants v ON v.id = l.variant_id JOIN catalog.products p ON p.id = l.product_id
    ORDER BY l.id`,
  );
  if (!rows[0]?.added) return null;
  return rows.map(({ added: _, ...line }) => line);
}

/**
 * Sets a line's quantity only while it stays within the stock of an active product, in one
 * statement. Answers false when nothing was updated (see findLineState for why).
 */
export async function updateLineQuantity(
  ex: Executor,
  userId: number,
  lineId: number,
  quantity: number,
): Promise<boolean> {
  const written = await affectedRows(
    ex,
    sql`
    UPDATE cart_lines l SET quantity = ${quantity}::int, updated_at = now()
    FROM catalog.variants v JOIN catalog.products p ON p.id = v.product_id
    WHERE l.id = ${lineId} AND l.user_id = ${userId} AND v.id = l.variant_id
      AND p.active AND NOT v.hidden AND ${quantity}::int <= v.stock`,
  );
  return written > 0;
}

/** Units of the named variant (or of the product's only one) in the user's cart (0 without a line). */
export async function findLineQuantity(
  ex: Executor,
  userId: number,
  productId: number,
  variantId: number | undefined,
): Promise<number> {
  const [row] = await ex
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        variantId === undefined ? eq(cartLines.productId, productId) : eq(cartLines.variantId, variantId),
      ),
    );
  return row?.quantity ?? 0;
}

const lineStateRow = z.strictObject({ stock: z.number(), active: z.boolean() });

/** The caller's line's product state, or undefined when the line is not the caller's. */
export async function findLineState(
  ex: Executor,
  userId: number,
  lineId: number,
): Promise<{ stock: number; active: boolean } | undefined> {
  const [row] = await checkedRows(
    ex,
    lineStateRow,
    sql`SELECT CASE WHEN v.hidden THEN 0 ELSE v.stock END AS stock, p.active
        FROM cart_lines l JOIN catalog.variants v ON v.id = l.variant_id JOIN catalog.products p ON p.id = l.product_id
        WHERE l.id = ${lineId} AND l.user_id = ${userId}`,
  );
  return row;
}

export async function deleteLine(ex: Executor, userId: number, lineId: number): Promise<boolean> {
  const rows = await ex
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteAllLines(ex: Executor, userId: number): Promise<void> {
  await ex.delete(cartLines).where(eq(cartLines.userId, userId));
}

const lineToBuyRow = z.strictObject({
  id: z.number(),
  product_id: z.number(),
  variant_id: z.number(),
  quantity: z.number(),
  name: z.string(),
  active: z.boolean(),
  stock: z.number(),
  seller_id: z.number().nullable(),
});
/** A cart line as opening a checkout takes it: with its product's name, state, stock and seller. */
export type LineToBuy = z.infer<typeof lineToBuyRow>;

/** The cart about to become a checkout, in line order (inside the opening's transaction). */
export function linesToBuy(ex: Executor, userId: number): Promise<LineToBuy[]> {
  return checkedRows(
    ex,
    lineToBuyRow,
    sql`SELECT cl.id, cl.product_id, cl.variant_id, cl.quantity, p.name, p.active AND NOT v.hidden AS active,
          v.stock, p.seller_id
        FROM cart_lines cl JOIN catalog.variants v ON v.id = cl.variant_id JOIN catalog.products p ON p.id = cl.product_id
        WHERE cl.user_id = ${userId} ORDER BY cl.id`,
  );
}

/** Takes the bought variants off the buyer's cart, in the purchase's transaction (the purchase's "clear the cart" step). */
export async function removeBoughtLines(ex: Executor, userId: number, variantIds: number[]): Promise<void> {
  await ex.execute(sql`
    DELETE FROM cart_lines WHERE user_id = ${userId}
      AND variant_id = ANY(${sql.param(variantIds)}::int[])`);
}

/**
 * Merges guest lines (one per variant, resolved by findGuestVariants) in one statement, the SQL
 * form of mergeLines: the mergeId is recorded first and, when it was merged before, nothing else
 * is written. Each line becomes min(existing + guest, stock); variants that are unknown, hidden,
 * of an inactive product, out of stock or the user's own are skipped.
 * (min(existing + min(guest, stock), stock) = min(existing + guest, stock).)
 */
export async function mergeGuestLines(
  ex: Executor,
  userId: number,
  mergeId: string,
  lines: { variantId: number; quantity: number }[],
): Promise<void> {
  await ex.execute(sql`
    WITH merge AS (
      INSERT INTO cart_merges (user_id, merge_id) VALUES (${userId}, ${mergeId}::uuid)
      ON CONFLICT DO NOTHING RETURNING merge_id
    )
    INSERT INTO cart_lines (user_id, product_id, variant_id, quantity)
    SELECT ${userId}, p.id, v.id, LEAST(g.quantity, v.stock)
    FROM unnest(${sql.param(lines.map((l) => l.variantId))}::int[],
                ${sql.param(lines.map((l) => l.quantity))}::int[]) AS g(variant_id, quantity)
    JOIN catalog.variants v ON v.id = g.variant_id JOIN catalog.products p ON p.id = v.product_id
    WHERE EXISTS (SELECT 1 FROM merge)
      AND p.active AND NOT v.hidden AND v.stock > 0 AND p.seller_id IS DISTINCT FROM ${userId}
    ON CONFLICT (user_id, variant_id) DO UPDATE
      SET quantity = LEAST(cart_lines.quantity + EXCLUDED.quantity,
                           (SELECT stock FROM catalog.variants WHERE id = EXCLUDED.variant_id)),
          updated_at = now()`);
}
