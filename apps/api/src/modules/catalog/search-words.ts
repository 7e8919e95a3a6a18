import {
  foldText,
  SEARCH_MSG,
  type SearchHint,
  type SearchSuggestions,
  SYNONYM_LIMITS,
  type SynonymGroup,
  type SynonymGroupPage,
  searchWords,
  suggestionPrefix,
  typoAllowance,
} from '@bazar/shared';
import { count, desc, eq, sql } from 'drizzle-orm';
import leven from 'leven';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { rowCount } from '../../db/row-count.js';
import { searchSynonyms } from '../../db/schema.js';
import { textList } from '../../db/text-list.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import { chooseWords, searchVariants } from './search.js';
import { findTermCandidates } from './search.repository.js';

// --- Synonym groups (the back office) --------------------------------------------------------

const toGroup = (row: { id: number; terms: string[] }): SynonymGroup => ({ id: row.id, terms: row.terms });

/** A page of the synonym groups, newest first. */
export async function listSynonyms(db: Executor, page: number): Promise<SynonymGroupPage> {
  const query = { page, pageSize: SYNONYM_LIMITS.pageSize };
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: searchSynonyms.id, terms: searchSynonyms.terms })
      .from(searchSynonyms)
      .orderBy(desc(searchSynonyms.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(searchSynonyms),
  ]);
  return pageOf(query, { rows, total: total?.n ?? 0 }, toGroup);
}

/**
 * A new group. A word already in another group is refused: groups do not chain ('tenis' in two
 * groups would make the other two synonyms of each other), so each word has one place to edit.
 */
export async function createSynonyms(db: Executor, terms: string[]): Promise<SynonymGroup> {
  const words = terms.map(foldText);
  const [taken] = await db
    .select({ terms: searchSynonyms.terms, words: searchSynonyms.words })
    .from(searchSynonyms)
    .where(sql`${searchSynonyms.words} && ${sql.param(words)}::text[]`)
    .limit(1);
  if (taken) {
    const term = terms[words.findIndex((word) => taken.words.includes(word))] ?? terms[0] ?? '';
    throw AppError.badRequest(SEARCH_MSG.termTaken(term), 'terms');
  }
  const [created] = await db
    .insert(searchSynonyms)
    .values({ terms, words })
    .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
  if (!created) throw new Error('synonym group not inserted');
  return toGroup(created);
}

/** Deletes a group; one that does not exist (any more) is a 404. */
export async function deleteSynonyms(db: Executor, id: number): Promise<void> {
  const deleted = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  if (deleted.length === 0) throw AppError.notFound(SEARCH_MSG.notFound);
}

// --- Suggestions while typing ----------------------------------------------------------------

const suggestionRow = z.strictObject({ kind: z.string(), id: z.number(), name: z.string(), key: z.string() });

/** The first text after every text that begins with `prefix`, in the "C" collation (code points). */
export function prefixEnd(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/**
 * Product names and categories with a word that begins with what is typed (its words in order,
 * the last one maybe half typed), in one statement. Names come from search_names as a range of
 * its primary key (key >= 'auri' AND key < 'aurj'), in key order, each checked against the
 * active products' name index until `limit` are found: the cost follows the limit, not the
 * catalog. Categories are a few dozen rows with their active counts.
 */
export async function suggest(database: Database, text: string, limit: number): Promise<SearchSuggestions> {
  const prefix = suggestionPrefix(text);
  if (prefix === '') return { products: [], categories: [] };
  const rows = await database.rows(
    suggestionRow,
    sql`
    (SELECT 'p' AS kind, 0 AS id, s.label AS name, s.name AS key
     FROM search_names s
     WHERE s.key >= ${prefix} AND s.key < ${prefixEnd(prefix)}
       AND EXISTS (SELECT 1 FROM products p WHERE p.sort_name COLLATE "C" = s.name AND p.active)
     ORDER BY s.key
     LIMIT ${rowCount(limit * 2)})
    UNION ALL
    (SELECT 'c', c.id, c.name, ''
     FROM categories c JOIN category_counts k ON k.category_id = c.id
     WHERE k.active_count > 0
       AND ' ' || array_to_string(regexp_split_to_array(bazar_fold(c.name), '[^[:alnum:]]+'), ' ') LIKE ${`% ${prefix}%`}
     ORDER BY k.active_count DESC, c.name
     LIMIT ${rowCount(limit)})`,
  );
  // A name found by two of its words ('camiseta casual' for 'ca') is one suggestion.
  const seen = new Set<string>();
  const products: SearchSuggestions['products'] = [];
  for (const row of rows) {
    if (row.kind !== 'p' || seen.has(row.key) || products.length >= limit) continue;
    seen.add(row.key);
    products.push({ name: row.name });
  }
  const categories = rows.filter((row) => row.kind === 'c').map((row) => ({ id: row.id, name: row.name }));
  return { products, categories };
}

// --- What a search that found nothing may try ------------------------------------------------

const closeWordRow = z.strictObject({ query_word: z.string(), word: z.string(), score: z.number() });
const popularRow = z.strictObject({ id: z.number(), name: z.string(), count: z.number() });
const POPULAR_CATEGORIES = 4;

/**
 * For a search that found nothing: the same words with each one that finds nothing replaced by
 * the closest known word (a catalog word some active product carries, or a synonym), at most as
 * many letters off as its length allows for a suggestion (one, two from eight letters: 'remra' →
 * 'remera'); and the categories with the most active products.
 */
export async function searchHint(database: Database, text: string): Promise<SearchHint> {
  const words = searchWords(text);
  const [categories, candidates] = await Promise.all([
    database.rows(
      popularRow,
      sql`SELECT c.id, c.name, k.active_count AS count
          FROM categories c JOIN category_counts k ON k.category_id = c.id
          WHERE k.active_count > 0
          ORDER BY k.active_count DESC, c.name
          LIMIT ${rowCount(POPULAR_CATEGORIES)}`,
    ),
    words.length > 0 ? findTermCandidates(database, searchVariants(words), 20) : [],
  ]);
  const unknown = words.filter(
    (word) =>
      chooseWords(
        word,
        candidates.filter((c) => c.query_word === word),
      ).words.length === 0,
  );
  let didYouMean: string | null = null;
  if (unknown.length > 0) {
    const close = await database.rows(
      closeWordRow,
      sql`
      SELECT q.w AS query_word, t.word, t.score
      FROM unnest(${textList(unknown)}) AS q(w)
      CROSS JOIN LATERAL (
        (SELECT s.word, similarity(s.word, q.w) AS score FROM search_terms s
         WHERE s.word % q.w AND EXISTS (SELECT 1 FROM product_words w WHERE w.word = s.word)
         ORDER BY score DESC, s.word LIMIT 10)
        UNION ALL
        (SELECT x, similarity(x, q.w) FROM search_synonyms g, unnest(g.words) AS x
         WHERE x % q.w ORDER BY 2 DESC, 1 LIMIT 10)
      ) t`,
    );
    const replaced = words.map((word) => {
      if (!unknown.includes(word)) return word;
      const best = close
        .filter((c) => c.query_word === word && c.word !== word)
        .map((c) => ({ word: c.word, distance: leven(c.word, word), score: c.score }))
        .filter((c) => c.distance <= Math.max(1, typoAllowance(word)))
        .sort((a, b) => a.distance - b.distance || b.score - a.score)[0];
      return best?.word;
    });
    if (replaced.every((word) => word !== undefined)) didYouMean = replaced.join(' ');
  }
  return { didYouMean, categories };
}
