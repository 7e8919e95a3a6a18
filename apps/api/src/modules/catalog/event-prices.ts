import { discountedCents } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';

/**
 * A sale event's price on its products (decision record 0035). The event's discount becomes part
 * of the product's own `discount` (the larger of the seller's and the event's), so every price
 * path (cards, filters and counts, the cart, the checkout and the orders' snapshot, the price-drop
 * trigger) reads it without knowing events. The seller's own discount is kept aside in
 * `own_discount` while the event runs, and given back at its end. Prices are computed here by the
 * shared money helper, as product-writes.ts does: SQL receives values. The products are locked in
 * id order, as every writer of products locks them. Both steps only touch a product that holds no
 * event or holds this one, so running either twice changes nothing more.
 */

/** A product's event price to apply: the event and its discount for this product. */
export interface EventPrice {
  productId: number;
  eventId: number;
  discount: number;
}

const lockedRow = z.strictObject({
  id: z.number(),
  price_cents: z.number(),
  discount: z.number(),
  own_discount: z.number().nullable(),
  event_discount: z.number().nullable(),
  sale_event_id: z.number().nullable(),
});
const variantRow = z.strictObject({
  id: z.number(),
  product_id: z.number(),
  price_cents: z.number().nullable(),
});

interface Repriced {
  id: number;
  discount: number;
  own: number | null;
  event: number | null;
  eventId: number | null;
}

async function lockProducts(tx: Executor, ids: number[]) {
  return checkedRows(
    tx,
    lockedRow,
    sql`SELECT id, price_cents, discount, own_discount, event_discount, sale_event_id FROM products
        WHERE id = ANY(${sql.param(ids)}::int[]) ORDER BY id FOR UPDATE`,
  );
}

/** Writes the products' discounts and event columns, and every variant's final price with them. */
async function reprice(
  tx: Executor,
  locked: z.infer<typeof lockedRow>[],
  changes: Repriced[],
): Promise<void> {
  if (changes.length === 0) return;
  const byId = new Map(locked.map((p) => [p.id, p]));
  const finals = changes.map((c) => discountedCents(byId.get(c.id)?.price_cents ?? 0, c.discount));
  await tx.execute(sql`UPDATE products p SET discount = x.discount, final_price_cents = x.final,
      own_discount = x.own, event_discount = x.event, sale_event_id = x.event_id, updated_at = now()
    FROM unnest(${sql.param(changes.map((c) => c.id))}::int[], ${sql.param(changes.map((c) => c.discount))}::smallint[],
      ${sql.param(finals)}::bigint[], ${sql.param(changes.map((c) => c.own))}::smallint[],
      ${sql.param(changes.map((c) => c.event))}::smallint[], ${sql.param(changes.map((c) => c.eventId))}::int[])
      AS x(id, discount, final, own, event, event_id)
    WHERE p.id = x.id`);
  const variants = await checkedRows(
    tx,
    variantRow,
    sql`SELECT id, product_id, price_cents FROM product_variants
        WHERE product_id = ANY(${sql.param(changes.map((c) => c.id))}::int[]) ORDER BY id`,
  );
  if (variants.length === 0) return;
  const discountOf = new Map(changes.map((c) => [c.id, c.discount]));
  const variantFinals = variants.map((v) =>
    discountedCents(
      v.price_cents ?? byId.get(v.product_id)?.price_cents ?? 0,
      discountOf.get(v.product_id) ?? 0,
    ),
  );
  await tx.execute(sql`UPDATE product_variants v SET final_price_cents = x.final, updated_at = now()
    FROM unnest(${sql.param(variants.map((v) => v.id))}::int[], ${sql.param(variantFinals)}::bigint[]) AS x(id, final)
    WHERE v.id = x.id AND v.final_price_cents <> x.final`);
}

/**
 * The start: each product sells at the larger of its seller's discount and the event's. Answers
 * the prices applied (a product holding another event's price is left out, to be tried again).
 */
export async function startEventPrices(tx: Executor, prices: EventPrice[]): Promise<EventPrice[]> {
  if (prices.length === 0) return [];
  const locked = await lockProducts(
    tx,
    prices.map((p) => p.productId),
  );
  const byId = new Map(locked.map((p) => [p.id, p]));
  const started: EventPrice[] = [];
  const changes: Repriced[] = [];
  for (const price of prices) {
    const product = byId.get(price.productId);
    if (!product) continue;
    if (product.sale_event_id === price.eventId) {
      started.push(price);
      continue;
    }
    if (product.sale_event_id !== null) continue;
    const own = product.discount;
    started.push(price);
    changes.push({
      id: product.id,
      discount: Math.max(own, price.discount),
      own,
      event: price.discount,
      eventId: price.eventId,
    });
  }
  await reprice(tx, locked, changes);
  return started;
}

/**
 * The end: the products of this event go back to their seller's own discount (the latest one,
 * edited during the event or not). Answers the products repriced.
 */
export async function endEventPrices(
  tx: Executor,
  ended: { productId: number; eventId: number }[],
): Promise<number[]> {
  if (ended.length === 0) return [];
  const locked = await lockProducts(
    tx,
    ended.map((e) => e.productId),
  );
  const eventOf = new Map(ended.map((e) => [e.productId, e.eventId]));
  const changes: Repriced[] = locked
    .filter((p) => p.sale_event_id !== null && p.sale_event_id === eventOf.get(p.id))
    .map((p) => ({
      id: p.id,
      discount: p.own_discount ?? p.discount,
      own: null,
      event: null,
      eventId: null,
    }));
  await reprice(tx, locked, changes);
  return changes.map((c) => c.id);
}

/**
 * The discount a seller's edit leaves on a product: while an event's price is applied, the larger
 * of theirs and the event's (theirs kept aside for the end), else theirs.
 */
export const editedDiscount = (own: number, eventDiscount: number | null): number =>
  eventDiscount === null ? own : Math.max(own, eventDiscount);
