import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowCount } from '../../db/row-count.js';
import { textList } from '../../db/text-list.js';

const termCandidate = z.strictObject({
  query_word: z.string(),
  variant: z.string(),
  word: z.string(),
  score: z.number(),
});
export type TermCandidate = z.infer<typeof termCandidate>;

const matchCountRow = z.strictObject({ entries: z.number(), products: z.number() });

/** The variant itself or a catalog word it begins, that some active product carries. */
const expands = (term: SQL) =>
  sql`(${term} = v.variant OR (length(v.variant) >= 2 AND ${term} LIKE v.variant || '%'))
      AND EXISTS (SELECT 1 FROM product_words w WHERE w.word = ${term})`;

/** What each typed word is looked for as: its own forms (itself, its singulars), and the forms that find its synonym groups. */
export interface WordVariants {
  /** [typed word, one of its forms] pairs: the typed word itself first. */
  own: Array<[string, string]>;
  /** [typed word, a form] pairs whose synonym groups' words are looked for too. */
  lookup: Array<[string, string]>;
}

/**
 * Candidate catalog words for each typed word, best first, in one statement: for each variant
 * (the word, its singular, the words of its synonym groups, search_synonyms' GIN index), the
 * variant itself and words it begins (typing in progress, plurals); and, for the typed word
 * only, when it begins none, trigram-similar words (typos), which planSearch still weighs by
 * their edit distance. Runs against the small search_terms table and one probe of the posting
 * lists per candidate: words no active product carries any more are left out.
 *
 * The words go in one placeholder each (textList): a plan kept, not made at every search.
 */
export function findTermCandidates(
  database: Database,
  variants: WordVariants,
  perWord: number,
): Promise<TermCandidate[]> {
  const column = (pairs: Array<[string, string]>, i: 0 | 1) => textList(pairs.map((pair) => pair[i]));
  return database.rows(
    termCandidate,
    sql`
    WITH v AS (
      SELECT q.w AS query_word, q.f AS variant
      FROM unnest(${column(variants.own, 0)}, ${column(variants.own, 1)}) AS q(w, f)
      UNION
      SELECT q.w, g.word
      FROM unnest(${column(variants.lookup, 0)}, ${column(variants.lookup, 1)}) AS q(w, f)
      CROSS JOIN LATERAL (
        SELECT DISTINCT x AS word FROM search_synonyms s, unnest(s.words) AS x WHERE s.words @> ARRAY[q.f]
      ) g
    )
    SELECT v.query_word, v.variant, t.word, t.score
    FROM v CROSS JOIN LATERAL (
      (SELECT s.word, CASE WHEN s.word = v.variant THEN 2 ELSE 1 END + similarity(s.word, v.variant) AS score
       FROM search_terms s
       WHERE ${expands(sql`s.word`)}
       ORDER BY score DESC, s.word
       LIMIT ${rowCount(perWord)})
      UNION ALL
      (SELECT s.word, similarity(s.word, v.variant) AS score
       FROM search_terms s
       WHERE v.variant = v.query_word AND length(v.variant) >= ${rowCount(TYPO_MIN_LENGTH)} AND s.word % v.variant
         AND NOT EXISTS (SELECT 1 FROM search_terms x WHERE ${expands(sql`x.word`)})
         AND EXISTS (SELECT 1 FROM product_words w WHERE w.word = s.word)
       ORDER BY score DESC, s.word
       LIMIT ${rowCount(perWord)})
    ) t`,
  );
}

/** Shorter words are never corrected (typoAllowance): the trigram pass is not even run. */
const TYPO_MIN_LENGTH = 5;

/** Enough to tell a rare word from a common one; past it, every word is as common. */
const RARITY_CAP = 2000;

/**
 * How many posting entries each group's words have, up to RARITY_CAP per group, as an int[] in
 * the groups' order: a walk starts from the rarest group. Index-only, a few thousand entries at
 * most.
 */
export function groupSizes(groups: WordGroup[]): SQL {
  return sql`ARRAY[${sql.join(
    groups.map(
      (group) => sql`(SELECT count(*)::int FROM (
          SELECT 1 FROM product_words w WHERE w.word = ANY (${sql.param(group.words)}::text[])
          LIMIT ${rowCount(RARITY_CAP)}) e)`,
    ),
    sql`, `,
  )}]`;
}

export interface SearchFilter {
  groups: WordGroup[];
  categoryId?: number | undefined;
}

/** Products whose search words overlap every group (GIN index on products.search_words). */
export function matchConditions(filter: SearchFilter, pick: (group: WordGroup) => string[] = (g) => g.words) {
  const conditions = filter.groups.map((group) => sql`p.search_words && ${sql.param(pick(group))}::text[]`);
  if (filter.categoryId !== undefined) conditions.push(sql`p.category_id = ${filter.categoryId}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The posting entries of a one-word search's group, up to `cap + 1`, and the products among them
 * (one product may carry two of the words): its posting lists only, index only, never the
 * products. A common word matches tens of thousands of products, and 'more than 1,000' is all a
 * shopper needs to know. Read the answer with matchCount.
 */
export const wordMatchCount = (words: string[], cap: number): SQL => sql`
    SELECT count(*)::int AS entries, count(DISTINCT s.product_id)::int AS products FROM (
      SELECT product_id FROM product_words WHERE word = ANY (${sql.param(words)}::text[]) LIMIT ${rowCount(cap + 1)}
    ) s`;

/** How many active products match, exactly up to `cap` (past it, `cap + 1`). */
export const matchCount = (counted: { entries: number; products: number }, cap: number): number =>
  counted.entries > cap ? cap + 1 : counted.products;

/** How many active products carry one word of a one-word search's group (see wordMatchCount). */
export async function countWordMatches(database: Database, words: string[], cap: number): Promise<number> {
  const [counted] = await database.rows(matchCountRow, wordMatchCount(words, cap));
  return counted ? matchCount(counted, cap) : 0;
}

/** Some group has matches that are not whole words ('negras' for 'negra'): they rank lower. */
const tiered = (filter: SearchFilter) =>
  filter.groups.some((group) => group.whole.length < group.words.length);

/** Whether a product has a whole-word match for every group: the second key of relevance. */
export function wholeWordMatch(filter: SearchFilter): SQL {
  return tiered(filter) ? sql`(${matchConditions({ groups: filter.groups }, (g) => g.whole)})` : sql`true`;
}

/**
 * In stock first, then whole-word matches, then the seller's search tier (a tie-breaker: the
 * better reputation first, decision 0026), then id: the relevance order of a search.
 */
export function relevanceOrder(filter: SearchFilter): SQL {
  return tiered(filter)
    ? sql`ORDER BY p.in_stock DESC, ${wholeWordMatch(filter)} DESC, p.seller_tier, p.id`
    : sql`ORDER BY p.in_stock DESC, p.seller_tier, p.id`;
}

/** The relevance order over rows that carry sortKeys('none')'s columns (in_stock, whole, seller_tier). */
export const relevanceOrderOfKeys = sql`ORDER BY p.in_stock DESC, p.whole DESC, p.seller_tier, p.id`;

/** One bucket of the relevance order: same stock state, same whole-word tier. */
interface Bucket {
  soldOut: boolean;
  /** Only products with a whole-word match for every group (true), or only the others (false). */
  whole: boolean | undefined;
}

/**
 * The relevance order's first `want` matches, as `(k, seller_tier, product_id)` rows to be sorted
 * by all three: each bucket k (in stock / whole words, in stock / other, sold out / …) is the
 * posting list of the first group's words (the rarest, see rarestFirst) read in key order (the
 * seller's tier, then id), each candidate checked
 * against the other groups by primary-key probes, stopping at its first `want` hits. The cost
 * follows the page's depth, not the number of matches; no match is sorted.
 */
export function relevanceWalk(filter: SearchFilter, want: number): SQL {
  const buckets = [false, true].flatMap((soldOut): Bucket[] =>
    tiered(filter)
      ? [
          { soldOut, whole: true },
          { soldOut, whole: false },
        ]
      : [{ soldOut, whole: undefined }],
  );
  return sql.join(
    buckets.map(
      (bucket, k) =>
        sql`(SELECT ${rowCount(k)} AS k, b.seller_tier, b.product_id FROM (${bucketWalk(filter, bucket, want)}) b)`,
    ),
    sql` UNION ALL `,
  );
}

function bucketWalk(filter: SearchFilter, bucket: Bucket, limit: number): SQL {
  const pick = (group: WordGroup) => (bucket.whole ? group.whole : group.words);
  const [driver = { words: [], whole: [] }, ...others] = filter.groups;
  const soldOut = sql.param(bucket.soldOut);
  // A scalar subquery per check, never turned into a join: one primary-key probe per candidate
  // (a product's entries all carry its tier), so the walk stops as soon as the bucket has its hits.
  const has = (words: string[]) =>
    sql`(SELECT true FROM product_words x WHERE x.word = ANY (${sql.param(words)}::text[])
           AND x.sold_out = ${soldOut} AND x.seller_tier = d.seller_tier AND x.product_id = d.product_id LIMIT 1)`;
  const checks = others.map((group) => has(pick(group)));
  if (bucket.whole === false) {
    checks.push(
      sql`NOT coalesce(${sql.join(
        filter.groups.map((group) => has(group.whole)),
        sql` AND `,
      )}, false)`,
    );
  }
  if (filter.categoryId !== undefined) {
    checks.push(
      sql`(SELECT true FROM products c WHERE c.id = d.product_id AND c.category_id = ${filter.categoryId})`,
    );
  }
  const where = checks.length ? sql`AND ${sql.join(checks, sql` AND `)}` : sql``;
  // Each driver word's list is read in key order up to `limit` hits; the lists are then merged.
  return sql`
      SELECT DISTINCT t.seller_tier, t.product_id
      FROM unnest(${sql.param(pick(driver))}::text[]) AS a(word)
      CROSS JOIN LATERAL (
        SELECT d.seller_tier, d.product_id FROM product_words d
        WHERE d.word = a.word AND d.sold_out = ${soldOut} ${where}
        ORDER BY d.seller_tier, d.product_id
        LIMIT ${rowCount(limit)}
      ) t
      ORDER BY t.seller_tier, t.product_id
      LIMIT ${rowCount(limit)}`;
}

/** The catalog words one query word stands for. */
export interface WordGroup {
  /** Every catalog word the query word matches: itself, longer words it begins, or corrections. */
  words: string[];
  /** The whole-word matches among them (the word itself, or its corrections): ranked first. */
  whole: string[];
}
