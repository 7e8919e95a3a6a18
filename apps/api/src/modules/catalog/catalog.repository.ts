import type { Named, Sort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ImagePair, productImagesJson } from '../../db/product-images.js';

/** A product row as the listing query returns it (snake_case straight from SQL). */
export interface ProductRow {
  id: number;
  name: string;
  brand: string;
  color: string;
  warranty_months: number;
  price_cents: number;
  discount: number;
  final_price_cents: number;
  stock: number;
  category_id: number;
  category_name: string;
  genre_id: number;
  genre_name: string;
  active: boolean;
  rating_count: number;
  rating_sum: number;
  /** [url, thumbUrl] pairs in display order. */
  images: ImagePair[];
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  seller_id: number | null;
}

export interface ListFilter {
  categoryId?: number | undefined;
  /** One group per query word: a product must have one catalog word of every group. */
  wordGroups?: string[][] | undefined;
  sort: Sort;
  limit: number;
  offset: number;
}

const productColumns = sql`
  p.id, p.name, p.brand, p.color, p.warranty_months, p.price_cents, p.discount, p.final_price_cents,
  p.stock, p.category_id, c.name AS category_name, p.genre_id, g.name AS genre_name, p.active,
  p.rating_count, p.rating_sum,
  ${productImagesJson} AS images`;

const productJoins = sql`
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN genres g ON g.id = p.genre_id`;

function whereClause(filter: ListFilter): SQL {
  const conditions: SQL[] = [sql`p.active`];
  if (filter.categoryId !== undefined) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  for (const group of filter.wordGroups ?? []) {
    conditions.push(sql`p.search_words && ${sql.param(group)}::text[]`);
  }
  return sql`WHERE ${sql.join(conditions, sql` AND `)}`;
}

function orderClause(filter: ListFilter): SQL {
  switch (filter.sort) {
    case 'az':
      return sql`ORDER BY p.sort_name COLLATE "C", p.id`;
    case 'za':
      return sql`ORDER BY p.sort_name COLLATE "C" DESC, p.id DESC`;
    case 'price_asc':
      return sql`ORDER BY p.final_price_cents, p.id`;
    case 'price_desc':
      return sql`ORDER BY p.final_price_cents DESC, p.id DESC`;
    case 'none':
      // Every match has all the query's words; the one with the fewest other words is closest.
      return filter.wordGroups?.length ? sql`ORDER BY cardinality(p.search_words), p.id` : sql`ORDER BY p.id`;
  }
}

function totalOf(filter: ListFilter): SQL {
  return filter.categoryId === undefined
    ? sql`(SELECT coalesce(sum(active_count), 0)::int FROM category_counts)`
    : sql`(SELECT coalesce(sum(active_count), 0)::int FROM category_counts WHERE category_id = ${filter.categoryId})`;
}

/**
 * One page of products and the total, in one round trip. The page's ids come first from the
 * narrow indexed query; names, images and categories are joined for those rows only, so a deep
 * OFFSET skips index entries, not assembled products. Without a search the total comes from
 * the counts the catalog triggers maintain; with one, from the matches the query sorts anyway.
 */
export async function listProducts(
  database: Database,
  filter: ListFilter,
): Promise<{ rows: ProductRow[]; total: number }> {
  const searching = Boolean(filter.wordGroups?.length);
  const order = orderClause(filter);
  const rows = await database.rows<ProductRow & { total: number }>(sql`
    WITH page AS MATERIALIZED (
      SELECT p.id${searching ? sql`, count(*) OVER ()::int AS total` : sql``} FROM products p
      ${whereClause(filter)}
      ${order}
      LIMIT ${filter.limit} OFFSET ${filter.offset}
    )
    SELECT ${productColumns}, ${searching ? sql`page.total` : sql`${totalOf(filter)} AS total`}
    ${productJoins}
    JOIN page ON page.id = p.id
    ${order}`);
  // Past the last page there is no row to carry the total: ask for it alone.
  const total = rows[0]?.total ?? (await countProducts(database, filter));
  return { rows, total };
}

export async function countProducts(database: Database, filter: ListFilter): Promise<number> {
  const [row] = filter.wordGroups?.length
    ? await database.rows<{ total: number }>(
        sql`SELECT count(*)::int AS total FROM products p ${whereClause(filter)}`,
      )
    : await database.rows<{ total: number }>(sql`SELECT ${totalOf(filter)} AS total`);
  return row?.total ?? 0;
}

export async function findActiveProduct(
  database: Database,
  id: number,
): Promise<ProductDetailRow | undefined> {
  const [row] = await database.rows<ProductDetailRow>(sql`
    SELECT ${productColumns}, p.description, p.seller_id ${productJoins}
    WHERE p.id = ${id} AND p.active`);
  return row;
}

export interface TermCandidate {
  query_word: string;
  word: string;
  score: number;
}

/**
 * Candidate catalog words for each query word: the word itself, words it begins (typing in
 * progress, plurals) and trigram-similar words (typos), best first. Runs against the small
 * search_terms table, never the products.
 */
export function findTermCandidates(
  database: Database,
  words: string[],
  perWord: number,
): Promise<TermCandidate[]> {
  return database.rows<TermCandidate>(sql`
    SELECT q.w AS query_word, t.word, t.score
    FROM unnest(${sql.param(words)}::text[]) AS q(w)
    CROSS JOIN LATERAL (
      SELECT s.word,
             CASE WHEN s.word = q.w THEN 2 WHEN s.word LIKE q.w || '%' THEN 1 ELSE 0 END
               + similarity(s.word, q.w) AS score
      FROM search_terms s
      WHERE s.word = q.w
         OR (length(q.w) >= 2 AND s.word LIKE q.w || '%')
         OR (length(q.w) >= 3 AND s.word % q.w)
      ORDER BY score DESC, s.word
      LIMIT ${perWord}
    ) t`);
}

export async function findCategoryIdByName(database: Database, name: string): Promise<number | undefined> {
  const [row] = await database.rows<{ id: number }>(
    sql`SELECT id FROM categories WHERE bazar_fold(name) = bazar_fold(${name}) LIMIT 1`,
  );
  return row?.id;
}

export async function categoryExists(database: Database, id: number): Promise<boolean> {
  return (await database.rows(sql`SELECT 1 FROM categories WHERE id = ${id}`)).length > 0;
}

export function listCategories(database: Database): Promise<Named[]> {
  return database.rows<Named>(sql`SELECT id, name FROM categories ORDER BY bazar_fold(name) COLLATE "C"`);
}

export function listGenres(database: Database): Promise<Named[]> {
  return database.rows<Named>(sql`SELECT id, name FROM genres ORDER BY id`);
}
