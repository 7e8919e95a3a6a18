import type { ProductDetail, ProductSummary, SellerSort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { toProductDetail, toProductSummary } from './catalog.mapper.js';
import { findActiveProduct, productColumns, productJoins, productRow } from './catalog.repository.js';

const ORDER: Record<SellerSort, SQL> = {
  recent: sql`ORDER BY p.id DESC`,
  price_asc: sql`ORDER BY p.final_price_cents, p.id`,
  price_desc: sql`ORDER BY p.final_price_cents DESC, p.id DESC`,
};

/**
 * A seller's active products, one page in the chosen order (products_seller_*_idx): the
 * catalog's read that a seller's public page shows (the root wires it into the sellers module).
 */
export async function sellerProductsPage(
  database: Database,
  sellerId: number,
  filter: { sort: SellerSort; limit: number; offset: number },
): Promise<ProductSummary[]> {
  const rows = await database.rows(
    productRow,
    sql`SELECT ${productColumns}
      ${productJoins}
      WHERE p.seller_id = ${sellerId} AND p.active
      ${ORDER[filter.sort]} LIMIT ${filter.limit} OFFSET ${filter.offset}`,
  );
  return rows.map(toProductSummary);
}

/** An active product's detail, or undefined (the product page's head reads it). */
export async function activeProductDetail(
  database: Database,
  id: number,
): Promise<ProductDetail | undefined> {
  const row = await findActiveProduct(database, id);
  return row ? toProductDetail(row) : undefined;
}
