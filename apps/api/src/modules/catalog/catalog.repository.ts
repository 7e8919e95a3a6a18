import type { Sort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

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
  images: [string, string][];
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  seller_id: number | null;
}

export interface ListFilter {
  categoryId?: number | undefined;
  /** One group per query word: a product must contain one pattern of every group. */
  wordGroups?: string[][] | undefined;
  /** The corrected query, for ranking by similarity when no explicit order is asked for. */
  rankBy?: string | undefined;
  sort: Sort;
  limit: number;
  offset: number;
}

const productColumns = sql`
  p.id, p.name, p.brand, p.color, p.warranty_months, p.price_cents, p.discount, p.final_price_cents,
  p.stock, p.category_id, c.name AS category_name, p.genre_id, g.name AS genre_name, p.active,
  p.rating_count, p.rating_sum,
  (SELECT coalesce(json_agg(json_build_array(i.url, i.thumb_url) ORDER BY i.position), '[]'::json)
     FROM product_images i WHERE i.product_id = p.id) AS images`;

const productJoins = sql`
  FROM products p
  JOIN categories c ON c.id = p.category_id
  JOIN genres g ON g.id = p.genre_id`;

function whereClause(filter: ListFilter): SQL {
  const conditions: SQL[] = [sql`p.active`];
  if (filter.categoryId !== undefined) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  for (const group of filter.wordGroups ?? []) {
    const alternatives = group.map((pattern) => sql`p.search_text LIKE ${`%${pattern}%`}`);
    conditions.push(sql`(${sql.join(alternatives, sql` OR `)})`);
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
      return filter.rankBy
        ? sql`ORDER BY similarity(p.search_text, ${filter.rankBy}) DESC, p.id`
        : sql`ORDER BY p.id`;
  }
}

export async function listProducts(db: Executor, filter: ListFilter): Promise<ProductRow[]> {
  const result = await db.execute(sql`
    SELECT ${productColumns} ${productJoins}
    ${whereClause(filter)}
    ${orderClause(filter)}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`);
  return result.rows as unknown as ProductRow[];
}

/**
 * Active products matching the filter. Without a search the total comes from the counts the
 * catalog triggers maintain, so paging the home page never counts the whole table.
 */
export async function countProducts(db: Executor, filter: ListFilter): Promise<number> {
  const result = filter.wordGroups?.length
    ? await db.execute(sql`SELECT count(*)::int AS total FROM products p ${whereClause(filter)}`)
    : await db.execute(
        filter.categoryId === undefined
          ? sql`SELECT coalesce(sum(active_count), 0)::int AS total FROM category_counts`
          : sql`SELECT coalesce(sum(active_count), 0)::int AS total FROM category_counts WHERE category_id = ${filter.categoryId}`,
      );
  return Number((result.rows[0] as { total: number } | undefined)?.total ?? 0);
}

export async function findActiveProduct(db: Executor, id: number): Promise<ProductDetailRow | undefined> {
  const result = await db.execute(sql`
    SELECT ${productColumns}, p.description, p.seller_id ${productJoins}
    WHERE p.id = ${id} AND p.active`);
  return result.rows[0] as unknown as ProductDetailRow | undefined;
}

export interface TermCandidate {
  query_word: string;
  word: string;
  score: number;
}

/**
 * Candidate catalog words for each query word: the word itself, words it starts (typing in
 * progress) and trigram-similar words (typos), best first. Runs against the small search_terms
 * table, never the products.
 */
export async function findTermCandidates(
  db: Executor,
  words: string[],
  perWord: number,
): Promise<TermCandidate[]> {
  const result = await db.execute(sql`
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
  return result.rows as unknown as TermCandidate[];
}

export async function findCategoryIdByName(db: Executor, name: string): Promise<number | undefined> {
  const result = await db.execute(
    sql`SELECT id FROM categories WHERE bazar_fold(name) = bazar_fold(${name}) LIMIT 1`,
  );
  return (result.rows[0] as { id: number } | undefined)?.id;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM categories WHERE id = ${id}`);
  return result.rows.length > 0;
}

export async function listCategories(db: Executor): Promise<{ id: number; name: string }[]> {
  const result = await db.execute(sql`SELECT id, name FROM categories ORDER BY bazar_fold(name) COLLATE "C"`);
  return result.rows as unknown as { id: number; name: string }[];
}

export async function listGenres(db: Executor): Promise<{ id: number; name: string }[]> {
  const result = await db.execute(sql`SELECT id, name FROM genres ORDER BY id`);
  return result.rows as unknown as { id: number; name: string }[];
}
