import { discountedCents } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../src/db/client.js';
import type { Picture } from './art/render-images.js';

export interface NewProduct {
  sellerId: number;
  name: string;
  description: string;
  priceCents: number;
  discount: number;
  brand: string;
  color: string;
  warrantyMonths: number;
  stock: number;
  categoryId: number;
  genreId: number;
  /** Cover first. */
  pictures: readonly Picture[];
  /** Up to three options ('Talle', 'Color'); none: one variant holding `stock`. */
  options?: readonly { name: string; values: readonly string[] }[];
  /** With options: the enabled combinations; `stock` must be their sum (decision record 0031). */
  variants?: readonly NewVariant[];
}

export interface NewVariant {
  values: readonly string[];
  stock: number;
  /** Positions of the product's pictures that show it; empty: all. */
  imagePositions?: readonly number[];
}

/** What cards show of the options (as product-writes.ts writes it): null without options. */
const optionsSummaryOf = (row: NewProduct): string | null =>
  row.options?.length
    ? JSON.stringify(row.options.map((o) => ({ name: o.name, values: o.values.length })))
    : null;

/** Separates an option's values in one text parameter (no seller types it: a control character). */
const UNIT = '\u001f';

/**
 * Rows per statement. Each statement carries one array per column (11 parameters, whatever the
 * row count), so a few thousand rows cost one round trip and one parse; the statement-level
 * triggers (search terms, category counts) then also run once per batch, not once per row.
 */
export const INSERT_BATCH_SIZE = 2500;

/** Inserts products and their pictures in batches; returns the new ids in input order. */
export async function insertProducts(executor: Executor, rows: readonly NewProduct[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    const batch = rows.slice(start, start + INSERT_BATCH_SIZE);
    const batchIds = await insertProductBatch(executor, batch);
    await insertPictureBatch(executor, batch, batchIds);
    await insertVariantBatch(executor, batch, batchIds);
    ids.push(...batchIds);
  }
  return ids;
}

async function insertProductBatch(executor: Executor, batch: readonly NewProduct[]): Promise<number[]> {
  const column = <T>(pick: (row: NewProduct) => T) => sql.param(batch.map(pick));
  // The final price comes from the shared money helper, as product-writes.ts writes it; generated
  // columns (search text, sort name) are left to the database.
  // INSERT … SELECT keeps the unnest order, so RETURNING lists ids in input order.
  const result = await executor.execute<{ id: number }>(sql`
    INSERT INTO products (seller_id, name, description, price_cents, discount, final_price_cents, brand,
                          color, warranty_months, stock, category_id, genre_id, options_summary)
    SELECT * FROM unnest(
      ${column((r) => r.sellerId)}::int[], ${column((r) => r.name)}::text[],
      ${column((r) => r.description)}::text[], ${column((r) => r.priceCents)}::bigint[],
      ${column((r) => r.discount)}::smallint[],
      ${column((r) => discountedCents(r.priceCents, r.discount))}::bigint[], ${column((r) => r.brand)}::text[],
      ${column((r) => r.color)}::text[], ${column((r) => r.warrantyMonths)}::int[],
      ${column((r) => r.stock)}::int[], ${column((r) => r.categoryId)}::int[],
      ${column((r) => r.genreId)}::int[], ${column(optionsSummaryOf)}::jsonb[])
    RETURNING id`);
  if (result.rows.length !== batch.length) throw new Error('Product insert returned an unexpected row count');
  return result.rows.map((row) => Number(row.id));
}

async function insertPictureBatch(
  executor: Executor,
  batch: readonly NewProduct[],
  ids: number[],
): Promise<void> {
  const productIds: number[] = [];
  const positions: number[] = [];
  const urls: string[] = [];
  const thumbUrls: string[] = [];
  batch.forEach((row, index) => {
    row.pictures.forEach((picture, position) => {
      productIds.push(ids[index] ?? 0);
      positions.push(position);
      urls.push(picture.url);
      thumbUrls.push(picture.thumbUrl);
    });
  });
  if (productIds.length === 0) return;
  await executor.execute(sql`
    INSERT INTO product_images (product_id, position, url, thumb_url)
    SELECT * FROM unnest(${sql.param(productIds)}::int[], ${sql.param(positions)}::smallint[],
                         ${sql.param(urls)}::text[], ${sql.param(thumbUrls)}::text[])`);
}

/** Each product's options and variants (one variant of no values without options), priced from the product. */
async function insertVariantBatch(
  executor: Executor,
  batch: readonly NewProduct[],
  ids: number[],
): Promise<void> {
  const options = {
    productIds: [] as number[],
    positions: [] as number[],
    names: [] as string[],
    values: [] as string[],
  };
  const variants = {
    productIds: [] as number[],
    positions: [] as number[],
    values: [] as string[],
    stocks: [] as number[],
    prices: [] as number[],
    images: [] as string[],
  };
  batch.forEach((row, index) => {
    const productId = ids[index] ?? 0;
    (row.options ?? []).forEach((option, position) => {
      options.productIds.push(productId);
      options.positions.push(position);
      options.names.push(option.name);
      options.values.push(option.values.join(UNIT));
    });
    const list = row.options?.length ? (row.variants ?? []) : [{ values: [], stock: row.stock }];
    list.forEach((variant, position) => {
      variants.productIds.push(productId);
      variants.positions.push(position);
      variants.values.push(variant.values.join(UNIT));
      variants.stocks.push(variant.stock);
      variants.prices.push(discountedCents(row.priceCents, row.discount));
      variants.images.push((variant.imagePositions ?? []).join(','));
    });
  });
  if (options.productIds.length > 0)
    await executor.execute(sql`
      INSERT INTO product_options (product_id, position, name, "values")
      SELECT o.product_id, o.position, o.name, string_to_array(o.vals, ${UNIT})
      FROM unnest(${sql.param(options.productIds)}::int[], ${sql.param(options.positions)}::smallint[],
                  ${sql.param(options.names)}::text[], ${sql.param(options.values)}::text[])
        AS o(product_id, position, name, vals)`);
  await executor.execute(sql`
    INSERT INTO product_variants (product_id, position, option_values, stock, final_price_cents, image_positions)
    SELECT v.product_id, v.position, string_to_array(v.vals, ${UNIT}), v.stock, v.price,
      string_to_array(v.images, ',')::smallint[]
    FROM unnest(${sql.param(variants.productIds)}::int[], ${sql.param(variants.positions)}::smallint[],
                ${sql.param(variants.values)}::text[], ${sql.param(variants.stocks)}::int[],
                ${sql.param(variants.prices)}::bigint[], ${sql.param(variants.images)}::text[])
      AS v(product_id, position, vals, stock, price, images)`);
}
