import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';

/**
 * A seller's free-shipping threshold changed (their 'Envíos', or the shop's default for seller 0,
 * which every seller without their own uses): the catalog's copy of it is written, and the products
 * whose mark it flips are rewritten, the trigger of migration 0028 marking them ('Envío gratis' on
 * cards and in the filter). `fromCents` null: this seller never ships free. Answers the products
 * changed, for the caches.
 */
export async function setFreeShippingFrom(
  ex: Executor,
  sellerId: number,
  fromCents: number | null,
): Promise<number[]> {
  await ex.execute(sql`INSERT INTO free_shipping_thresholds (seller_id, free_from_cents)
    VALUES (${sellerId}, ${fromCents})
    ON CONFLICT (seller_id) DO UPDATE SET free_from_cents = excluded.free_from_cents`);
  // Only the products whose mark changes are written: the shop's default may cover most of them.
  const ofSeller =
    sellerId === 0
      ? sql`(p.seller_id IS NULL OR NOT EXISTS (SELECT 1 FROM free_shipping_thresholds t WHERE t.seller_id = p.seller_id))`
      : sql`p.seller_id = ${sellerId}`;
  const rows = await checkedRows(
    ex,
    z.strictObject({ id: z.number() }),
    sql`UPDATE products p SET free_shipping = NOT p.free_shipping
        WHERE ${ofSeller}
          AND p.free_shipping IS DISTINCT FROM (${fromCents}::bigint IS NOT NULL AND p.final_price_cents >= ${fromCents}::bigint)
        RETURNING p.id`,
  );
  return rows.map((r) => r.id);
}
