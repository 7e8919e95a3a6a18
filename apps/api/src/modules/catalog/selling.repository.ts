import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Database, type Executor } from '../../db/client.js';
import { likePattern } from '../../db/people-search.js';
import { productImages as productImagesTable, products } from '../../db/schema.js';
import {
  type ProductDetailRow,
  productDetailColumns,
  productDetailRow,
  productJoins,
} from './catalog.repository.js';
import type { ProductImage } from './product-writes.js';

const pagedProductDetailRow = productDetailRow.extend({ total: z.number() });
const totalRow = z.strictObject({ total: z.number() });

export async function findProduct(ex: Executor, id: number): Promise<ProductDetailRow | undefined> {
  const [row] = await checkedRows(
    ex,
    productDetailRow,
    sql`SELECT ${productDetailColumns} ${productJoins} WHERE p.id = ${id}`,
  );
  return row;
}

/** Locks the product for the rest of the transaction (two edits of one product queue up). */
export async function lockProduct(
  ex: Executor,
  id: number,
): Promise<{ seller_id: number | null; event_discount: number | null } | undefined> {
  const [row] = await ex
    .select({ seller_id: products.sellerId, event_discount: products.eventDiscount })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

const referencesFound = z.strictObject({ category: z.boolean(), genre: z.boolean() });

export async function referencesExist(
  ex: Executor,
  categoryId: number,
  genreId: number,
): Promise<{ category: boolean; genre: boolean }> {
  const [row] = await checkedRows(
    ex,
    referencesFound,
    sql`SELECT EXISTS (SELECT 1 FROM catalog.categories WHERE id = ${categoryId}) AS category,
               EXISTS (SELECT 1 FROM catalog.genres WHERE id = ${genreId}) AS genre`,
  );
  return row ?? { category: false, genre: false };
}

export function productImages(ex: Executor, productId: number): Promise<ProductImage[]> {
  return ex
    .select({ url: productImagesTable.url, thumbUrl: productImagesTable.thumbUrl })
    .from(productImagesTable)
    .where(eq(productImagesTable.productId, productId))
    .orderBy(asc(productImagesTable.position));
}

/** One page of a seller's products with their descriptions (the edit form needs them), newest first. */
export async function listBySeller(
  database: Database,
  sellerId: number,
  options: { limit: number; offset: number; q?: string | undefined },
): Promise<{ rows: ProductDetailRow[]; total: number }> {
  const where = options.q
    ? sql`p.seller_id = ${sellerId} AND p.name ILIKE ${likePattern(options.q)}`
    : sql`p.seller_id = ${sellerId}`;
  const rows = await database.rows(
    pagedProductDetailRow,
    sql`
    WITH page AS MATERIALIZED (
      SELECT p.id, count(*) OVER ()::int AS total FROM catalog.products p
      WHERE ${where}
      ORDER BY p.id DESC
      LIMIT ${options.limit} OFFSET ${options.offset}
    )
    SELECT ${productDetailColumns}, page.total
    ${productJoins}
    JOIN page ON page.id = p.id
    ORDER BY p.id DESC`,
  );
  const total =
    rows[0]?.total ??
    (
      await database.rows(totalRow, sql`SELECT count(*)::int AS total FROM catalog.products p WHERE ${where}`)
    )[0]?.total ??
    0;
  return { rows, total };
}
