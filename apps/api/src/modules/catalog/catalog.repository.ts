import type { Named, Sort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { imagePairs, productImagesJson } from '../../db/product-images.js';
import { rowCount } from '../../db/row-count.js';
import {
  groupSizes,
  matchConditions,
  matchCount,
  relevanceOrder,
  relevanceOrderOfKeys,
  relevanceWalk,
  type SearchFilter,
  wholeWordMatch,
  wordMatchCount,
} from './search.repository.js';

/** A product row as the listing query returns it (snake_case straight from SQL). */
export const productRow = z.strictObject({
  id: z.number(),
  name: z.string(),
  brand: z.string(),
  color: z.string(),
  warranty_months: z.number(),
  price_cents: z.number(),
  discount: z.number(),
  final_price_cents: z.number(),
  stock: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  genre_id: z.number(),
  genre_name: z.string(),
  active: z.boolean(),
  rating_count: z.number(),
  rating_sum: z.number(),
  images: imagePairs,
  seller_id: z.number().nullable(),
  seller_level: z.number().nullable(),
  options_summary: z.array(z.object({ name: z.string(), values: z.number() })).nullable(),
  free_shipping: z.boolean(),
});
export type ProductRow = z.infer<typeof productRow>;

/** A variant as the detail's JSON carries it (its pictures as URLs, in its order). */
const variantJson = z.strictObject({
  id: z.number(),
  values: z.array(z.string()),
  stock: z.number(),
  price_cents: z.number().nullable(),
  final_price_cents: z.number(),
  sku: z.string().nullable(),
  image: z.array(z.string()),
  hidden: z.boolean(),
});

export const productDetailRow = productRow.extend({
  description: z.string(),
  /** The seller's own discount while a sale event's is applied (0032); null otherwise. */
  own_discount: z.number().nullable(),
  seller_name: z.string().nullable(),
  options: z.array(z.strictObject({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(variantJson),
});
export type ProductDetailRow = z.infer<typeof productDetailRow>;

/**
 * A row of firstMatchesPage: the total on every row; with no product on the page, one row of the
 * total alone, every other column null (the LATERAL join found nothing).
 */
const matchRow = z.union([
  productRow.extend({ total: z.number(), sizes: z.array(z.number()).nullable(), pos: z.number() }),
  z.object({ total: z.number(), sizes: z.array(z.number()).nullable(), pos: z.null() }).catchall(z.null()),
]);

/**
 * A row of walkedPage: the one-word count on every row; with no product on the page, one row of
 * the count alone.
 */
const walkedRow = z.union([
  productRow.extend({ entries: z.number(), products: z.number(), pos: z.number() }),
  z.object({ entries: z.number(), products: z.number(), pos: z.null() }).catchall(z.null()),
]);

const namedRow = z.strictObject({ id: z.number(), name: z.string() });

/** The columns of a ProductRow, from productJoins: the catalog's, the seller's and the back office's product reads. */
export const productColumns = sql`
  p.id, p.name, p.brand, p.color, p.warranty_months, p.price_cents, p.discount, p.final_price_cents,
  p.stock, p.category_id, c.name AS category_name, p.genre_id, g.name AS genre_name, p.active,
  p.rating_count, p.rating_sum,
  ${productImagesJson} AS images, p.seller_id, r.level AS seller_level, p.options_summary, p.free_shipping`;

/** A ProductDetailRow's columns: the listing's, the description and the seller's public name. */
export const productDetailColumns = sql`${productColumns}, p.description, p.own_discount,
  (SELECT u.user_name FROM accounts.people u WHERE u.id = p.seller_id) AS seller_name,
  (SELECT coalesce(json_agg(json_build_object('name', o.name, 'values', o."values") ORDER BY o.position), '[]'::json)
     FROM product_options o WHERE o.product_id = p.id) AS options,
  (SELECT coalesce(json_agg(json_build_object('id', v.id, 'values', v.option_values, 'stock', v.stock,
            'price_cents', v.price_cents, 'final_price_cents', v.final_price_cents, 'sku', v.sku,
            'image', (SELECT coalesce(json_agg(i.url ORDER BY array_position(v.image_positions, i.position)), '[]'::json)
                      FROM product_images i WHERE i.product_id = p.id AND i.position = ANY(v.image_positions)),
            'hidden', v.hidden) ORDER BY v.position, v.id), '[]'::json)
     FROM product_variants v WHERE v.product_id = p.id) AS variants`;

/** The seller's reputation level is one primary-key probe per product of the page. */
export const productJoins = sql`
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN genres g ON g.id = p.genre_id
  LEFT JOIN sellers.reputation r ON r.seller_id = p.seller_id`;

/** Each order has an index (partial on active, optionally led by category_id) that serves it. */
export function sortOrder(sort: Exclude<Sort, 'none'>): SQL {
  switch (sort) {
    case 'az':
      return sql`ORDER BY p.sort_name COLLATE "C", p.id`;
    case 'za':
      return sql`ORDER BY p.sort_name COLLATE "C" DESC, p.id DESC`;
    case 'price_asc':
      return sql`ORDER BY p.final_price_cents, p.id`;
    case 'price_desc':
      return sql`ORDER BY p.final_price_cents DESC, p.id DESC`;
  }
}

/** The columns a listing's order reads (named as the products' so the orders apply to them). */
export function orderColumns(sort: Sort): SQL {
  switch (sort) {
    case 'none':
      return sql`p.in_stock`;
    case 'az':
    case 'za':
      return sql`p.sort_name`;
    case 'price_asc':
    case 'price_desc':
      return sql`p.final_price_cents`;
  }
}

/**
 * The columns a page of matches is sorted by (see firstMatchesPage): only those of its order, as
 * each is read from every match's row.
 */
export function sortKeys(sort: Sort, filter: SearchFilter): SQL {
  return sort === 'none'
    ? sql`p.in_stock, ${wholeWordMatch(filter)} AS whole, p.seller_tier`
    : orderColumns(sort);
}

/** Without an explicit sort, what can be bought comes first. */
export const DEFAULT_ORDER = sql`ORDER BY p.in_stock DESC, p.id`;

/** A category as a listing asks for it: by id, or by name (accent- and case-insensitive). */
export type CategoryRef = { id: number } | { name: string };

/** The category's id, or null when there is no such category: resolved inside the statement that uses it. */
export const categoryIdOf = (ref: CategoryRef): SQL =>
  'id' in ref
    ? sql`(SELECT id FROM categories WHERE id = ${ref.id})`
    : sql`(SELECT id FROM categories WHERE bazar_fold(name) = bazar_fold(${ref.name}) LIMIT 1)`;

export interface ListFilter {
  category?: CategoryRef | undefined;
  sort: Sort;
  limit: number;
  offset: number;
}

/**
 * A listing's row: the asked category's id and the total on every row; with no product on the
 * page (past the window, or an empty or unknown category), one row of those two alone.
 */
const listingRow = z.union([
  productRow.extend({ asked_category: z.number().nullable(), total: z.number(), pos: z.number() }),
  z.object({ asked_category: z.number().nullable(), total: z.number(), pos: z.null() }).catchall(z.null()),
]);

/**
 * One page of products, the total and the category asked for, in one statement: its name (or
 * id) is resolved inside it, so a category listing costs one round trip like the whole
 * catalog's. The page's ids come first from the narrow indexed query (an index-only scan, so a
 * deep OFFSET skips index entries, not rows), numbered once cut to the page (numbering every
 * skipped entry cost a deep page a quarter of its speed); names, images and categories are
 * joined for those rows only. The total comes from the counts the catalog triggers maintain, never from counting
 * the products. Undefined when the category asked for does not exist.
 */
export async function listProducts(
  database: Database,
  filter: ListFilter,
): Promise<{ rows: ProductRow[]; total: number } | undefined> {
  const order = filter.sort === 'none' ? DEFAULT_ORDER : sortOrder(filter.sort);
  const asked = filter.category ? categoryIdOf(filter.category) : sql`NULL::int`;
  const inCategory = filter.category ? sql`AND p.category_id = (SELECT id FROM asked)` : sql``;
  const total = filter.category
    ? sql`(SELECT coalesce(sum(active_count), 0)::int FROM category_counts WHERE category_id = (SELECT id FROM asked))`
    : sql`(SELECT coalesce(sum(active_count), 0)::int FROM category_counts)`;
  const rows = await database.rows(
    listingRow,
    sql`
    WITH asked AS MATERIALIZED (SELECT ${asked} AS id),
    page AS MATERIALIZED (
      SELECT p.id, row_number() OVER (${order}) AS pos FROM (
        SELECT p.id, ${orderColumns(filter.sort)} FROM products p
        WHERE p.active ${inCategory}
        ${order}
        LIMIT ${rowCount(filter.limit)} OFFSET ${rowCount(filter.offset)}
      ) p
    )
    SELECT t.asked_category, t.total, r.*
    ${pageBeside(sql`(SELECT (SELECT id FROM asked) AS asked_category, ${total} AS total)`)}`,
  );
  const header = rows[0];
  if (!header || (filter.category && header.asked_category === null)) return undefined;
  return { rows: rows.filter((row) => row.pos !== null), total: header.total };
}

/**
 * A page of search matches sorted in full: used when they are few (at most the count cap), or
 * for an explicit sort, where the planner, seeing the actual words, either sorts the matches
 * from the GIN index or walks the sort's index until the page is full.
 */
export function searchPage(
  database: Database,
  filter: SearchFilter & { sort: Sort; limit: number; offset: number },
): Promise<ProductRow[]> {
  const order = filter.sort === 'none' ? relevanceOrder(filter) : sortOrder(filter.sort);
  return database.rows(
    productRow,
    sql`
    WITH page AS MATERIALIZED (
      SELECT p.id FROM products p
      WHERE p.active AND ${matchConditions(filter)}
      ${order}
      LIMIT ${rowCount(filter.limit)} OFFSET ${rowCount(filter.offset)}
    )
    SELECT ${productColumns}
    ${productJoins}
    JOIN page ON page.id = p.id
    ${order}`,
    { replan: true },
  );
}

/**
 * The products of a statement's `page` CTE (its ids and their `pos`), each row beside the one row
 * of `header` (`t`): a count that must come back even when the page is empty, as that row alone.
 */
export const pageBeside = (header: SQL) => sql`
    FROM ${header} t
    LEFT JOIN LATERAL (
      SELECT ${productColumns}, page.pos
      ${productJoins}
      JOIN page ON page.id = p.id
    ) r ON true
    ORDER BY r.pos`;

/**
 * A search page and the number of matches in one statement, for searches whose matches are
 * likely few (several words, or a category): the matches are read once, at most `cap + 1` of
 * them, and the page is sorted from those. A total above `cap` means the page is not the real
 * one (only the first `cap + 1` matches were seen): the caller pages another way.
 */
export async function firstMatchesPage(
  database: Database,
  filter: SearchFilter & { sort: Sort; limit: number; offset: number; cap: number },
): Promise<{ rows: ProductRow[]; total: number; sizes: number[] | null }> {
  // The page's order, over the matches' columns (named as the products' so the orders apply).
  const order = filter.sort === 'none' ? relevanceOrderOfKeys : sortOrder(filter.sort);
  // A relevance page past the cap is walked from the rarest group: only then are the groups'
  // sizes asked for (PostgreSQL evaluates the subqueries only when the CASE needs them).
  const sizes =
    filter.sort === 'none'
      ? sql`CASE WHEN t.total > ${rowCount(filter.cap)} THEN ${groupSizes(filter.groups)} END`
      : sql`NULL::int[]`;
  const rows = await database.rows(
    matchRow,
    sql`
    WITH matches AS MATERIALIZED (
      SELECT p.id, ${sortKeys(filter.sort, filter)}
      FROM products p
      WHERE p.active AND ${matchConditions(filter)}
      LIMIT ${rowCount(filter.cap + 1)}
    ), page AS MATERIALIZED (
      SELECT p.id, row_number() OVER (${order}) AS pos FROM matches p
      ${order}
      LIMIT ${rowCount(filter.limit)} OFFSET ${rowCount(filter.offset)}
    )
    SELECT t.total, ${sizes} AS sizes, r.*
    ${pageBeside(sql`(SELECT count(*)::int AS total FROM matches)`)}`,
  );
  return {
    rows: rows.filter((row) => row.pos !== null),
    total: rows[0]?.total ?? 0,
    sizes: rows[0]?.sizes ?? null,
  };
}

/**
 * A page of the relevance order walked from the posting lists (relevanceWalk), with its
 * products and, for a one-word search (`count`), how many products match: one statement.
 */
export async function walkedPage(
  database: Database,
  filter: SearchFilter & { limit: number; offset: number; count?: { words: string[]; cap: number } },
): Promise<{ rows: ProductRow[]; matches: number | undefined }> {
  const { limit, offset, count } = filter;
  const rows = await database.rows(
    walkedRow,
    sql`
    WITH counted AS MATERIALIZED (
      ${count ? wordMatchCount(count.words, count.cap) : sql`SELECT 0 AS entries, 0 AS products`}
    ), page AS MATERIALIZED (
      SELECT w.product_id AS id, row_number() OVER (ORDER BY w.k, w.seller_tier, w.product_id) AS pos
      FROM (${relevanceWalk(filter, limit > 0 ? offset + limit : 0)}) w
      ORDER BY w.k, w.seller_tier, w.product_id
      LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)}
    )
    SELECT t.entries, t.products, r.*
    ${pageBeside(sql`counted`)}`,
  );
  const counted = rows[0];
  return {
    rows: rows.filter((row) => row.pos !== null),
    matches: count && counted ? matchCount(counted, count.cap) : undefined,
  };
}

export async function findActiveProduct(
  database: Database,
  id: number,
): Promise<ProductDetailRow | undefined> {
  const [row] = await database.rows(
    productDetailRow,
    sql`
    SELECT ${productDetailColumns} ${productJoins}
    WHERE p.id = ${id} AND p.active`,
  );
  return row;
}

export function listCategories(database: Database): Promise<Named[]> {
  return database.rows(namedRow, sql`SELECT id, name FROM categories ORDER BY bazar_fold(name) COLLATE "C"`);
}

export function listGenres(database: Database): Promise<Named[]> {
  return database.rows(namedRow, sql`SELECT id, name FROM genres ORDER BY id`);
}
