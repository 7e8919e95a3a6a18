import { type ShippingSettings, shippingSettingsSchema } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';

/** The shop's defaults live in the row of seller 0. */
export const SHOP = 0;

const profileRow = z.strictObject({
  seller_id: z.number(),
  settings: shippingSettingsSchema,
  commission_on_shipping: z.boolean(),
});
export type ProfileRow = z.infer<typeof profileRow>;

/** The profiles of some sellers and the shop's (seller 0), in one statement by primary key. */
export function readProfiles(ex: Executor, sellerIds: readonly number[]): Promise<ProfileRow[]> {
  return checkedRows(
    ex,
    profileRow,
    sql`SELECT seller_id, settings, commission_on_shipping FROM shipping_profiles
        WHERE seller_id = ANY(${sql.param([SHOP, ...sellerIds])}::int[])`,
  );
}

/** A seller's own settings (or the shop's defaults, for seller 0), written whole. */
export async function saveProfile(
  ex: Executor,
  sellerId: number,
  settings: ShippingSettings,
  commissionOnShipping = false,
): Promise<void> {
  await ex.execute(sql`INSERT INTO shipping_profiles (seller_id, settings, commission_on_shipping)
    VALUES (${sellerId}, ${JSON.stringify(settings)}::jsonb, ${commissionOnShipping})
    ON CONFLICT (seller_id) DO UPDATE SET settings = excluded.settings,
      commission_on_shipping = excluded.commission_on_shipping, updated_at = now()`);
}

const productRow = z.strictObject({ seller_id: z.number().nullable(), final_price_cents: z.number() });

/** The product a quote is for: its seller and price (catalog's published view); active ones only. */
export async function productToQuote(ex: Executor, productId: number) {
  const [row] = await checkedRows(
    ex,
    productRow,
    sql`SELECT seller_id, final_price_cents FROM catalog.products WHERE id = ${productId} AND active`,
  );
  return row;
}

const destinationRow = z.strictObject({ province: z.string(), postal_code: z.string() });

/** Where a buyer's default address is (addresses' published view), if they saved one. */
export async function defaultDestination(ex: Executor, userId: number) {
  const [row] = await checkedRows(
    ex,
    destinationRow,
    sql`SELECT province, postal_code FROM addresses.addresses
        WHERE user_id = ${userId} ORDER BY is_default DESC, id LIMIT 1`,
  );
  return row;
}

const lineRow = z.strictObject({
  variant_id: z.number(),
  product_id: z.number(),
  seller_id: z.number().nullable(),
  seller_name: z.string().nullable(),
  final_price_cents: z.number(),
});

/** Cart lines as a quote needs them: each variant's price now, its product's seller and their name. */
export function linesToQuote(ex: Executor, variantIds: readonly number[]) {
  return checkedRows(
    ex,
    lineRow,
    sql`SELECT v.id AS variant_id, p.id AS product_id, p.seller_id, u.user_name AS seller_name, v.final_price_cents
        FROM catalog.variants v JOIN catalog.products p ON p.id = v.product_id
        LEFT JOIN accounts.people u ON u.id = p.seller_id
        WHERE v.id = ANY(${sql.param([...variantIds])}::int[]) AND p.active AND NOT v.hidden`,
  );
}
