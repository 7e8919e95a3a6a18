import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { affectedRows, checkedRows, type Database, type Executor } from '../../db/client.js';
import { productViewColumns, productViewRow } from '../../db/product-view.js';
import { cartLines } from '../../db/schema.js';

/** A cart line with its product as the cart query returns it (snake_case straight from SQL). */
const cartLineRow = productViewRow.extend({ id: z.number(), product_id: z.number(), quantity: z.number() });
export type CartLineRow = z.infer<typeof cartLineRow>;

/** A product of a guest's cart: the cart keeps no lines in the database. */
const guestProductRow = productViewRow.extend({ id: z.number() });
export type GuestProductRow = z.infer<typeof guestProductRow>;

const purchasableRow = z.strictObject({
  id: z.number(),
  stock: z.number(),
  active: z.boolean(),
  seller_id: z.number().nullable(),
});
export type PurchasableRow = z.infer<typeof purchasableRow>;

/** The whole cart in one query: lines, products and images. */
export function findCartLines(database: Database, userId: number): Promise<CartLineRow[]> {
  return database.rows(
    cartLineRow,
    sql`
    SELECT l.id, l.product_id, l.quantity, ${productViewColumns}
    FROM cart_lines l JOIN catalog.products p ON p.id = l.product_id
    WHERE l.user_id = ${userId}
    ORDER BY l.id`,
  );
}

/** Active products among these ids, for a guest cart. */
export function findActiveProducts(database: Database, ids: number[]): Promise<GuestProductRow[]> {
  return database.rows(
    guestProductRow,
    sql`
    SELECT p.id, ${productViewColumns}
    FROM catalog.products p
    WHERE p.id = ANY(${sql.param(ids)}::int[]) AND p.active`,
  );
}

export async function findPurchasable(ex: Executor, productId: number): Promise<PurchasableRow | undefined> {
  const [row] = await checkedRows(
    ex,
    purchasableRow,
    sql`SELECT id, stock, active, seller_id FROM catalog.products WHERE id = ${productId}`,
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
  quantity: number,
): Promise<CartLineRow[] | null> {
  const rows = await database.rows(
    addedCartLineRow,
    sql`
    WITH added AS (
      INSERT INTO cart_lines (user_id, product_id, quantity)
      SELECT ${userId}, p.id, ${quantity}::int FROM catalog.products p
      WHERE p.id = ${productId} AND p.active AND ${quantity}::int <= p.stock
        AND p.seller_id IS DISTINCT FROM ${userId}
      ON CONFLICT (user_id, product_id) DO UPDATE
        SET quantity = cart_lines.quantity + EXCLUDED.quantity, updated_at = now()
        WHERE cart_lines.quantity + EXCLUDED.quantity
          <= (SELECT stock FROM catalog.products WHERE id = EXCLUDED.product_id AND active)
      RETURNING id, product_id, quantity
    )
    SELECT l.id, l.product_id, l.quantity, ${productViewColumns}, EXISTS (SELECT 1 FROM added) AS added
    FROM (SELECT id, product_id, quantity FROM added
          UNION ALL
          SELECT id, product_id, quantity FROM cart_lines
          WHERE user_id = ${userId} AND id NOT IN (SELECT id FROM added)) l
    JOIN catalog.products p ON p.id = l.product_id
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
    FROM catalog.products p
    WHERE l.id = ${lineId} AND l.user_id = ${userId} AND p.id = l.product_id
      AND p.active AND ${quantity}::int <= p.stock`,
  );
  return written > 0;
}

/** Units of a product in the user's cart (0 without a line). */
export async function findLineQuantity(ex: Executor, userId: number, productId: number): Promise<number> {
  const [row] = await ex
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
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
    sql`SELECT p.stock, p.active FROM cart_lines l JOIN catalog.products p ON p.id = l.product_id
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
    sql`SELECT cl.id, cl.product_id, cl.quantity, p.name, p.active, p.stock, p.seller_id
        FROM cart_lines cl JOIN catalog.products p ON p.id = cl.product_id
        WHERE cl.user_id = ${userId} ORDER BY cl.id`,
  );
}

/** Takes the bought products off the buyer's cart, in the purchase's transaction (the purchase's "clear the cart" step). */
export async function removeBoughtLines(ex: Executor, userId: number, productIds: number[]): Promise<void> {
  await ex.execute(sql`
    DELETE FROM cart_lines WHERE user_id = ${userId}
      AND product_id = ANY(${sql.param(productIds)}::int[])`);
}

/**
 * Merges guest lines (one per product) in one statement, the SQL form of mergeLines: the
 * mergeId is recorded first and, when it was merged before, nothing else is written. Each line
 * becomes min(existing + guest, stock); products that are unknown, inactive, out of stock or the
 * user's own are skipped. (min(existing + min(guest, stock), stock) = min(existing + guest, stock).)
 */
export async function mergeGuestLines(
  ex: Executor,
  userId: number,
  mergeId: string,
  lines: { productId: number; quantity: number }[],
): Promise<void> {
  await ex.execute(sql`
    WITH merge AS (
      INSERT INTO cart_merges (user_id, merge_id) VALUES (${userId}, ${mergeId}::uuid)
      ON CONFLICT DO NOTHING RETURNING merge_id
    )
    INSERT INTO cart_lines (user_id, product_id, quantity)
    SELECT ${userId}, p.id, LEAST(g.quantity, p.stock)
    FROM unnest(${sql.param(lines.map((l) => l.productId))}::int[],
                ${sql.param(lines.map((l) => l.quantity))}::int[]) AS g(product_id, quantity)
    JOIN catalog.products p ON p.id = g.product_id
    WHERE EXISTS (SELECT 1 FROM merge)
      AND p.active AND p.stock > 0 AND p.seller_id IS DISTINCT FROM ${userId}
    ON CONFLICT (user_id, product_id) DO UPDATE
      SET quantity = LEAST(cart_lines.quantity + EXCLUDED.quantity,
                           (SELECT stock FROM catalog.products WHERE id = EXCLUDED.product_id)),
          updated_at = now()`);
}
