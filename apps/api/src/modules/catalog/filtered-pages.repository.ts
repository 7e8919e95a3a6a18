import { CATALOG_WINDOW, type Sort } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowCount } from '../../db/row-count.js';
import {
  DEFAULT_ORDER,
  orderColumns,
  type ProductRow,
  pageBeside,
  productRow,
  sortKeys,
  sortOrder,
} from './catalog.repository.js';
import { filteredTotal } from './facets.repository.js';
import { type ActiveFilters, allOf, productConditions } from './filters.js';
import {
  matchConditions,
  relevanceOrderOfKeys,
  relevanceWalk,
  type SearchFilter,
  wordMatchCount,
} from './search.repository.js';

/** A filtered list's row: the total on every row; with no product on the page, the total alone. */
const listedRow = z.union([
  productRow.extend({ total: z.number(), pos: z.number() }),
  z.object({ total: z.number(), pos: z.null() }).catchall(z.null()),
]);
const totalRow = z.strictObject({ total: z.number() });
const windowRow = z.union([
  productRow.extend({ total: z.number(), windowed: z.boolean(), pos: z.number() }),
  z.object({ total: z.number(), windowed: z.boolean(), pos: z.null() }).catchall(z.null()),
]);

/**
 * A filtered page of a category or of the whole catalog, and its exact total (from the
 * maintained cells, see filteredTotal), in one statement. The page is read one of two ways,
 * chosen inside the statement from the total: walking the index of the order and checking the
 * filters on the way, which reads about (offset + limit) × list ÷ matches rows; or, when that is
 * more than the matches themselves (a rare brand in a large category), reading the matches
 * through the filters' own indexes and sorting them. PostgreSQL runs only the branch whose
 * one-time condition holds.
 */
export async function filteredListPage(
  database: Database,
  filters: ActiveFilters,
  page: { sort: Sort; limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const total = filteredTotal(filters);
  if (page.limit <= 0) return { rows: [], total: await countFiltered(database, total) };
  const order = page.sort === 'none' ? DEFAULT_ORDER : sortOrder(page.sort);
  const where = allOf(productConditions(filters));
  const listSize =
    filters.categoryId === undefined
      ? sql`(SELECT coalesce(sum(active_count), 0) FROM category_counts)`
      : sql`(SELECT coalesce(sum(active_count), 0) FROM category_counts WHERE category_id = ${filters.categoryId})`;
  const depth = page.offset + page.limit;
  // `OFFSET 0` keeps the total's subquery from being pulled up into each of its three uses
  // (three scans of the cells, and a plan three times as long to make). The total comes back as
  // the header row (pageBeside) even when the page is empty: one round trip either way.
  const rows = await database.rows(
    listedRow,
    sql`
    WITH counted AS MATERIALIZED (
      SELECT t.total, ${rowCount(depth)}::bigint * t.size <= t.total::bigint * t.total AS walk
      FROM (SELECT ${total} AS total, ${listSize} AS size OFFSET 0) t
    ), page AS MATERIALIZED (
      (SELECT p.id, row_number() OVER (${order}) AS pos FROM products p
       WHERE p.active AND ${where} AND (SELECT walk FROM counted)
       ${order}
       LIMIT ${rowCount(page.limit)} OFFSET ${rowCount(page.offset)})
      UNION ALL
      (SELECT p.id, row_number() OVER (${order}) AS pos FROM (
         SELECT p.id, ${orderColumns(page.sort)} FROM products p
         WHERE p.active AND ${where} AND NOT (SELECT walk FROM counted)
         OFFSET 0) p
       ${order}
       LIMIT ${rowCount(page.limit)} OFFSET ${rowCount(page.offset)})
    )
    SELECT t.total, r.*
    ${pageBeside(sql`counted`)}`,
  );
  return { rows: rows.filter((row) => row.pos !== null), total: rows[0]?.total ?? 0 };
}

async function countFiltered(database: Database, total: SQL): Promise<number> {
  const [row] = await database.rows(totalRow, sql`SELECT ${total} AS total`);
  return row?.total ?? 0;
}

/**
 * The CTEs of a search's window, named `name`: its first CATALOG_WINDOW matches (`name`, ids),
 * and whether it had more (`name_capped`, `windowed`). With at most CATALOG_WINDOW matches they
 * are all read from the GIN index (`name_m`); with more, the window is the best CATALOG_WINDOW
 * in the relevance order, walked from the posting lists. A one-word search knows which from its
 * posting lists' count, without reading a product.
 */
function windowCtes(name: string, filter: SearchFilter, oneWord: boolean): SQL {
  const cap = CATALOG_WINDOW;
  const id = (suffix: string) => sql.raw(`${name}${suffix}`);
  const capped = oneWord
    ? sql`(SELECT c.entries > ${rowCount(cap)} FROM (${wordMatchCount(filter.groups[0]?.words ?? [], cap)}) c)`
    : sql`(SELECT count(*) > ${rowCount(cap)} FROM ${id('_m')})`;
  return sql`
    ${id('_m')} AS MATERIALIZED (
      SELECT p.id FROM products p WHERE p.active AND ${matchConditions(filter)} LIMIT ${rowCount(cap + 1)}
    ), ${id('_capped')} AS MATERIALIZED (SELECT ${capped} AS windowed),
    ${id('')} AS MATERIALIZED (
      (SELECT m.id FROM ${id('_m')} m WHERE NOT (SELECT windowed FROM ${id('_capped')}))
      UNION ALL
      (SELECT x.product_id FROM (${relevanceWalk(filter, cap)}) x
       WHERE (SELECT windowed FROM ${id('_capped')})
       ORDER BY x.k, x.seller_tier, x.product_id LIMIT ${rowCount(cap)})
    )`;
}

/** A search's words and category, and whether it is one word without a category. */
export interface SearchWindow {
  filter: SearchFilter;
  oneWord: boolean;
}

/**
 * The window's CTEs (without the WITH) as the counts read them (facets.repository's windowFacets): `win (id,
 * for_cat, for_rest)` and `capped`. With a category, the category's own options are counted over
 * the search's window without it (each option given the other filters), the rest over the
 * window of the search in the category.
 */
export function facetWindow(search: SearchWindow): SQL {
  if (search.filter.categoryId === undefined) {
    return sql`${windowCtes('w', search.filter, search.oneWord)},
      capped AS (SELECT windowed FROM w_capped),
      win AS (SELECT id, true AS for_cat, true AS for_rest FROM w)`;
  }
  const anyCategory = { groups: search.filter.groups };
  return sql`${windowCtes('w', search.filter, false)},
    ${windowCtes('a', anyCategory, search.filter.groups.length === 1)},
    capped AS (SELECT windowed FROM w_capped),
    win AS (SELECT id, false AS for_cat, true AS for_rest FROM w
            UNION ALL SELECT id, true, false FROM a)`;
}

/**
 * A filtered page of a search: the products of its window that pass the filters, sorted, and how
 * many they are (exact, at most CATALOG_WINDOW), in one statement.
 */
export async function filteredSearchPage(
  database: Database,
  search: SearchWindow,
  filters: ActiveFilters,
  page: { sort: Sort; limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number; windowed: boolean }> {
  const order = page.sort === 'none' ? relevanceOrderOfKeys : sortOrder(page.sort);
  // The window already holds the category.
  const where = allOf(productConditions(filters, 'category'));
  const rows = await database.rows(
    windowRow,
    sql`
    WITH ${windowCtes('w', search.filter, search.oneWord)},
    f AS MATERIALIZED (
      SELECT p.id, ${sortKeys(page.sort, search.filter)}
      FROM w JOIN products p ON p.id = w.id
      WHERE ${where}
    ), page AS MATERIALIZED (
      SELECT p.id, row_number() OVER (${order}) AS pos FROM f p
      ${order}
      LIMIT ${rowCount(page.limit)} OFFSET ${rowCount(page.offset)}
    )
    SELECT t.total, (SELECT windowed FROM w_capped) AS windowed, r.*
    ${pageBeside(sql`(SELECT count(*)::int AS total FROM f)`)}`,
  );
  return {
    rows: rows.filter((row) => row.pos !== null),
    total: rows[0]?.total ?? 0,
    windowed: rows[0]?.windowed ?? false,
  };
}

/**
 * A filtered page of a category or of the whole catalog with a size or colour chosen: the first
 * CATALOG_WINDOW products that pass every filter, found through the option keys' index (or the
 * category's, or a brand's, as the planner sees fit), then sorted, and how many they are, in one
 * statement. As for a search, the shop pages through that window; `windowed` says there were more.
 */
export async function optionListPage(
  database: Database,
  filters: ActiveFilters,
  page: { sort: Sort; limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number; windowed: boolean }> {
  const order = page.sort === 'none' ? DEFAULT_ORDER : sortOrder(page.sort);
  const cap = rowCount(CATALOG_WINDOW);
  const rows = await database.rows(
    windowRow,
    sql`
    WITH m AS MATERIALIZED (
      SELECT p.id, ${orderColumns(page.sort)} FROM products p WHERE p.active AND ${allOf(productConditions(filters))}
      LIMIT ${rowCount(CATALOG_WINDOW + 1)}
    ), f AS MATERIALIZED (SELECT * FROM m LIMIT ${cap}), page AS MATERIALIZED (
      SELECT p.id, row_number() OVER (${order}) AS pos FROM f p
      ${order}
      LIMIT ${rowCount(page.limit)} OFFSET ${rowCount(page.offset)}
    )
    SELECT t.total, (SELECT count(*) > ${cap} FROM m) AS windowed, r.*
    ${pageBeside(sql`(SELECT count(*)::int AS total FROM f)`)}`,
  );
  return {
    rows: rows.filter((row) => row.pos !== null),
    total: rows[0]?.total ?? 0,
    windowed: rows[0]?.windowed ?? false,
  };
}
