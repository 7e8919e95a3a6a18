import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { imagePairs, productImagesJson, splitImages } from './product-images.js';

/**
 * A product as a cart line and a wish-list item show it, read straight from the products table
 * (aliased `p`), never the catalog cache: both show current prices and stock.
 */
export const productViewRow = z.strictObject({
  name: z.string(),
  stock: z.number(),
  active: z.boolean(),
  price_cents: z.number(),
  discount: z.number(),
  final_price_cents: z.number(),
  images: imagePairs,
});
export type ProductViewRow = z.infer<typeof productViewRow>;

export const productViewColumns = sql`
  p.name, p.stock, p.active, p.price_cents, p.discount, p.final_price_cents,
  ${productImagesJson} AS images`;

export function toProductView(row: ProductViewRow) {
  return {
    name: row.name,
    ...splitImages(row.images),
    stock: row.stock,
    active: row.active,
    priceCents: row.price_cents,
    discount: row.discount,
    finalPriceCents: row.final_price_cents,
  };
}
