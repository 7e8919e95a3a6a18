import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';

/**
 * The outbox kind a product's price drop queues. Migration 0030's trigger writes it (the variants'
 * writes are the one place a price moves), in the transaction that lowered the price.
 */
export const PRICE_DROPPED_KIND = 'price-dropped';

/** What the trigger queues: the product, its lowest price before and after, and when. */
export const priceDroppedSchema = z.object({
  productId: z.number().int(),
  fromCents: z.number().int(),
  toCents: z.number().int(),
  /** The dropping transaction's time (timestamptz as JSON text). */
  at: z.string(),
});
export type PriceDropped = z.infer<typeof priceDroppedSchema>;

const priceNowRow = z.strictObject({
  name: z.string(),
  seller_id: z.number().nullable(),
  active: z.boolean(),
  lowest_cents: z.number(),
});

export interface ProductPriceNow {
  name: string;
  sellerId: number | null;
  /** False for a hidden product, and for a banned seller's (a ban hides them). */
  active: boolean;
  /** Its cheapest visible variant's final price, as the trigger last noted it. */
  lowestCents: number;
}

/** A product as its price-drop alert tells of it, read when the alert is delivered. */
export async function productPriceNow(ex: Executor, productId: number): Promise<ProductPriceNow | undefined> {
  const [row] = await checkedRows(
    ex,
    priceNowRow,
    sql`SELECT p.name, p.seller_id, p.active, l.lowest_cents
      FROM products p JOIN product_lowest_prices l ON l.product_id = p.id WHERE p.id = ${productId}`,
  );
  return (
    row && { name: row.name, sellerId: row.seller_id, active: row.active, lowestCents: row.lowest_cents }
  );
}
