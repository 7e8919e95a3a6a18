import { CATALOG_WINDOW } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { rowCount } from '../../db/row-count.js';
import { textList } from '../../db/text-list.js';
import {
  type ActiveFilters,
  activeFacets,
  allOf,
  type CellFacet,
  cellCondition,
  cellConditions,
  cellPriced,
  FACETS,
  type Facet,
  hasOptionFilter,
  OPTION_FACETS,
  type OptionFacet,
  optionCondition,
  partialPriceSlices,
  productConditions,
} from './filters.js';

/**
 * One option of one facet and the products it leaves; `name` for categories and audiences.
 * Sizes and colours come as the facets 'size' and 'color', their value as the keys hold it.
 */
const facetRow = z.strictObject({
  facet: z.string(),
  value: z.string(),
  products: z.number(),
  name: z.string().nullable(),
  windowed: z.boolean(),
});
export type FacetRow = z.infer<typeof facetRow>;

/** The code of each facet in facet_marginals, and the cell column of its options. */
const FACET_CODE: Record<CellFacet, string> = {
  category: 'c',
  brand: 'b',
  genre: 'g',
  price: 'p',
  rating: 'r',
  stock: 's',
  sale: 'o',
};
const FACET_COLUMN: Record<CellFacet, SQL> = {
  category: sql`s.category_id::text`,
  brand: sql`s.brand::text`,
  genre: sql`s.genre_id::text`,
  price: sql`s.price_band::text`,
  rating: sql`s.rating_band::text`,
  stock: sql`s.in_stock::text`,
  sale: sql`s.on_sale::text`,
};

/** The filters the maintained marginals are kept by: a facet given only these reads them. */
const MARGINAL_KEYS: readonly Facet[] = ['category', 'stock', 'sale'];
const byMarginals = (facets: Facet[]) => facets.every((f) => MARGINAL_KEYS.includes(f));

/**
 * The cells the counts read (alias s, materialized once): the seven values, the products,
 * whether the price range covers the cell whole (`priced`), whether it may be counted into the
 * price options (`banded`), and for which facets (`for_cat`, `for_rest`). Only cells that miss
 * at most one filter can count for any facet, so only those are kept; and a cell that misses
 * the filter of a facet read from the marginals (`required`) counts for nothing, so every kept
 * cell passes those (with 'Nike' chosen and the brands read from the marginals, only Nike's
 * cells are read, through the brand's index, not the whole category's).
 */
function keptCells(
  filters: ActiveFilters,
  source: SQL,
  prefilter: SQL = sql`true`,
  required: Facet[] = [],
): SQL {
  const misses = cellConditions(filters).map((condition) => sql`(NOT ${condition})::int`);
  const missing = misses.length ? sql.join(misses, sql` + `) : sql`0`;
  const passes = allOf(required.map((facet) => cellCondition(filters, facet)));
  return sql`cells AS MATERIALIZED (
      SELECT * FROM ${source} WHERE ${prefilter} AND ${passes} AND ${missing} <= 1
    )`;
}

/**
 * The catalog's cells (facet_counts). A price range that cuts a band adds that slice's
 * products, one cell each, counted for every facet but the price's (whose options are whole
 * bands, already in the cells). With a category and a brand chosen, a kept cell has one or the
 * other: both indexes find them.
 */
function catalogCells(filters: ActiveFilters, required: Facet[]): SQL {
  const slices = partialPriceSlices(filters);
  const cube = sql`
      SELECT category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, products,
             ${cellPriced(filters)} AS priced, true AS banded, true AS for_cat, true AS for_rest
      FROM facet_counts WHERE products <> 0`;
  const prefilter =
    filters.categoryId !== undefined && filters.brands?.length
      ? sql`(s.category_id = ${filters.categoryId} OR s.brand = ANY (${textList(filters.brands)}))`
      : undefined;
  if (!slices) return keptCells(filters, sql`(${cube}) s`, prefilter, required);
  const part = sql`
      SELECT p.category_id, p.brand, p.genre_id, bazar_price_band(p.final_price_cents),
             bazar_rating_band(p.rating_sum, p.rating_count), p.in_stock, p.discount > 0, 1,
             true, false, true, true
      FROM products p WHERE p.active AND ${slices}`;
  return keptCells(filters, sql`(${cube} UNION ALL ${part}) s`, prefilter, required);
}

/**
 * Every facet's options with their counts, each given the other filters, and the total (facet
 * 't'), in one statement. A facet whose other filters are at most the category and the two
 * checkboxes reads the maintained marginals (`marginals`) instead of summing cells; so does the
 * total when no other filter is on. `cells` builds the CTE of the rest (see keptCells); it is
 * left out when every facet reads the marginals.
 */
function facetUnion(
  filters: ActiveFilters,
  options: {
    marginals: boolean;
    windowed: SQL;
    ctes?: SQL | undefined;
    cells: (required: Facet[]) => SQL;
  },
): SQL {
  const on = activeFacets(filters);
  const fromMarginals = (facet: Facet) => options.marginals && byMarginals(on.filter((f) => f !== facet));
  const parts = FACETS.map((facet) => {
    if (fromMarginals(facet)) return marginal(facet, filters);
    const scope = facet === 'category' ? sql`s.for_cat` : sql`s.for_rest`;
    const priced = facet === 'price' ? sql`s.banded` : sql`true`;
    return sql`SELECT ${FACET_CODE[facet]}::text AS facet, ${FACET_COLUMN[facet]} AS value,
        sum(s.products)::int AS products
      FROM cells s WHERE ${scope} AND ${priced} AND ${allOf(cellConditions(filters, facet))}
      GROUP BY 2`;
  });
  const totalFromMarginals = options.marginals && byMarginals(on);
  const total = totalFromMarginals
    ? sql`SELECT 't', '', coalesce(sum(products), 0)::int FROM facet_marginals
          WHERE facet = 'o' AND ${allOf(marginalConditions(filters))}`
    : sql`SELECT 't', '', coalesce(sum(s.products), 0)::int FROM cells s
          WHERE s.for_rest AND ${allOf(cellConditions(filters))}`;
  const needCells = !totalFromMarginals || FACETS.some((facet) => !fromMarginals(facet));
  // The chosen filters whose own options come from the marginals: every cell read must pass them.
  const required = on.filter(fromMarginals);
  const ctes = [options.ctes, needCells ? options.cells(required) : undefined].filter(
    (cte) => cte !== undefined,
  );
  return sql`${ctes.length ? sql`WITH ${sql.join(ctes, sql`, `)}` : sql``}
    SELECT f.facet, f.value, f.products, coalesce(c.name, g.name) AS name, ${options.windowed} AS windowed
    FROM (${sql.join(
      [...parts, ...chosenNames(filters), total].map((part) => sql`(${part})`),
      sql` UNION ALL `,
    )}) f
    LEFT JOIN categories c ON f.facet = 'c' AND c.id::text = f.value
    LEFT JOIN genres g ON f.facet = 'g' AND g.id::text = f.value
    WHERE f.products <> 0 OR f.facet IN ('c', 'g')`;
}

/**
 * The chosen category and audience as rows of 0: with their names joined, so the column keeps them
 * (and 'quitar' them) even when the other filters leave none of their products.
 */
function chosenNames(filters: ActiveFilters): SQL[] {
  return [
    ...(filters.categoryId === undefined
      ? []
      : [sql`SELECT 'c'::text, ${String(filters.categoryId)}::text, 0`]),
    ...(filters.genreId === undefined ? [] : [sql`SELECT 'g'::text, ${String(filters.genreId)}::text, 0`]),
  ];
}

/** The marginals' rows of the filters they are kept by, leaving out one facet's own. */
function marginalConditions(filters: ActiveFilters, except?: Facet): SQL[] {
  const conditions: SQL[] = [];
  if (except !== 'category' && filters.categoryId !== undefined)
    conditions.push(sql`category_id = ${filters.categoryId}`);
  if (except !== 'stock' && filters.inStock) conditions.push(sql`in_stock`);
  if (except !== 'sale' && filters.onSale) conditions.push(sql`on_sale`);
  return conditions;
}

/**
 * One facet's counts given at most the category and the checkboxes: maintained, a few hundred
 * rows. The category's options sum the in-stock facet's rows (one per product) by category.
 */
function marginal(facet: CellFacet, filters: ActiveFilters): SQL {
  const where = allOf(marginalConditions(filters, facet));
  if (facet === 'category') {
    return sql`SELECT 'c'::text AS facet, category_id::text AS value, sum(products)::int AS products
      FROM facet_marginals WHERE facet = 's' AND ${where} GROUP BY category_id`;
  }
  return sql`SELECT ${FACET_CODE[facet]}::text AS facet, value, sum(products)::int AS products
    FROM facet_marginals WHERE facet = ${FACET_CODE[facet]} AND ${where} GROUP BY value`;
}

/**
 * The cells of a window's products (`win (id, for_cat, for_rest)`), read once and grouped. With
 * a size or colour chosen, each cell also says whether its products come in it (`size_ok`,
 * `color_ok`), and its `in_stock` is whether they have it in stock: 'Solo con stock' given 42.
 */
function windowCells(filters: ActiveFilters): SQL {
  const priced = activeFacets(filters).includes('price')
    ? sql`p.final_price_cents BETWEEN ${filters.priceMin ?? 0} AND ${filters.priceMax ?? Number.MAX_SAFE_INTEGER}`
    : sql`true`;
  const chosen = OPTION_FACETS.filter((facet) => activeFacets(filters).includes(facet));
  const ok = (facet: OptionFacet) =>
    chosen.includes(facet) ? optionCondition(filters, facet, false) : sql`true`;
  const inStock = allOf([sql`p.in_stock`, ...chosen.map((facet) => optionCondition(filters, facet, true))]);
  return sql`(SELECT p.category_id, p.brand, p.genre_id, bazar_price_band(p.final_price_cents) AS price_band,
        bazar_rating_band(p.rating_sum, p.rating_count) AS rating_band, ${inStock} AS in_stock,
        p.discount > 0 AS on_sale, count(*)::int AS products, ${priced} AS priced, true AS banded,
        w.for_cat, w.for_rest, ${ok('size')} AS size_ok, ${ok('color')} AS color_ok,
        ${ok('shipping')} AS shipping_ok, ${ok('event')} AS event_ok
      FROM win w JOIN products p ON p.id = w.id
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 9, 11, 12, 13, 14, 15, 16) s`;
}

/**
 * The window of a category (or the whole catalog) with a size or colour chosen: its first
 * CATALOG_WINDOW products in them (through the option keys' index), and with a category, the
 * first CATALOG_WINDOW in any category for the category's own options.
 */
function optionWindow(filters: ActiveFilters): SQL {
  const chosen = allOf(
    OPTION_FACETS.filter((facet) => activeFacets(filters).includes(facet)).map((facet) =>
      optionCondition(filters, facet, false),
    ),
  );
  const cap = rowCount(CATALOG_WINDOW);
  const first = (name: string, where: SQL) =>
    sql`${sql.raw(name)} AS MATERIALIZED (
      SELECT p.id FROM products p WHERE p.active AND ${where} LIMIT ${rowCount(CATALOG_WINDOW + 1)})`;
  if (filters.categoryId === undefined) {
    return sql`${first('w', chosen)},
      capped AS (SELECT count(*) > ${cap} AS windowed FROM w),
      win AS (SELECT id, true AS for_cat, true AS for_rest FROM (SELECT id FROM w LIMIT ${cap}) w)`;
  }
  return sql`${first('w', sql`p.category_id = ${filters.categoryId} AND ${chosen}`)}, ${first('a', chosen)},
    capped AS (SELECT (SELECT count(*) > ${cap} FROM w) OR (SELECT count(*) > ${cap} FROM a) AS windowed),
    win AS (SELECT id, false AS for_cat, true AS for_rest FROM (SELECT id FROM w LIMIT ${cap}) w
            UNION ALL SELECT id, true, false FROM (SELECT id FROM a LIMIT ${cap}) a)`;
}

/**
 * The counts of a category or of the whole catalog. Without a size or colour chosen they are
 * exact, from the maintained aggregates (the sizes and colours too, given at most the category
 * and the checkboxes). With one chosen, the products in it are read through the option keys'
 * index, at most CATALOG_WINDOW of them, as a search's window is.
 */
export function catalogFacets(database: Database, filters: ActiveFilters): Promise<FacetRow[]> {
  if (hasOptionFilter(filters)) {
    return database.rows(
      facetRow,
      facetUnion(filters, {
        marginals: false,
        windowed: sql`(SELECT windowed FROM capped)`,
        ctes: optionWindow(filters),
        cells: () => keptCells(filters, windowCells(filters)),
      }),
    );
  }
  return database.rows(
    facetRow,
    facetUnion(filters, {
      marginals: true,
      windowed: sql`false`,
      cells: (required) => catalogCells(filters, required),
    }),
  );
}

/**
 * The counts of a search: over its window's products (`window`: CTEs ending with `win (id,
 * for_cat, for_rest)` and `capped (windowed)`), read once and grouped into cells.
 */
export function windowFacets(database: Database, filters: ActiveFilters, window: SQL): Promise<FacetRow[]> {
  return database.rows(
    facetRow,
    facetUnion(filters, {
      marginals: false,
      windowed: sql`(SELECT windowed FROM capped)`,
      ctes: window,
      cells: () => keptCells(filters, windowCells(filters)),
    }),
  );
}

/**
 * The sizes' and colours' counts over products read once (alias o: their `option_keys`, and
 * `for_size` and `for_color`, whether they pass the filters other than the facet's own): each
 * size (colour) of them, in stock with 'Solo con stock'. A product's keys are distinct.
 */
function optionKeyCounts(filters: ActiveFilters, from: SQL): SQL {
  const marker = filters.inStock ? '+' : '=';
  return sql`SELECT ${facetName(sql`left(k.key, 1)`)} AS facet,
      substr(k.key, 3) AS value, count(*)::int AS products
    FROM ${from}, unnest(o.option_keys) AS k(key)
    WHERE substr(k.key, 2, 1) = ${marker}
      AND CASE left(k.key, 1) WHEN 't' THEN o.for_size WHEN 'c' THEN o.for_color WHEN 'v' THEN o.for_event
        ELSE o.for_shipping END
    GROUP BY 1, 2`;
}

/** An option key's letter as the facet's name ('t' size, 'c' color, 'e' shipping, 'v' a sale event). */
const facetName = (code: SQL) =>
  sql`(CASE ${code} WHEN 't' THEN 'size' WHEN 'c' THEN 'color' WHEN 'v' THEN 'event' ELSE 'shipping' END)`;

/** Whether a product (alias p) passes the filters other than each option facet's own. */
const forEachOption = (filters: ActiveFilters) =>
  sql`${allOf(productConditions(filters, 'size'))} AS for_size, ${allOf(productConditions(filters, 'color'))} AS for_color,
    ${allOf(productConditions(filters, 'shipping'))} AS for_shipping,
    ${allOf(productConditions(filters, 'event'))} AS for_event`;

const optionRow = (rows: SQL) =>
  sql`SELECT f.facet, f.value, f.products, null::text AS name, f.windowed FROM (${rows}) f WHERE f.products <> 0`;

/**
 * The sizes and colours of a category or of the whole catalog. Given at most the category and
 * the checkboxes (and no size or colour chosen), exact from the maintained option_counts. Given
 * other filters, they are counted over the first CATALOG_WINDOW products that pass them (through
 * their indexes: a brand's, the option keys'), read once, and say so when there were more.
 */
export function catalogOptionFacets(database: Database, filters: ActiveFilters): Promise<FacetRow[]> {
  if (byMarginals(activeFacets(filters))) {
    const where = allOf(marginalConditions(filters));
    return database.rows(
      facetRow,
      optionRow(sql`SELECT ${facetName(sql`facet::text`)} AS facet, value,
          sum(products)::int AS products, false AS windowed
        FROM option_counts WHERE ${where} GROUP BY 1, 2`),
    );
  }
  // A product that passes at least one facet's other filters: with no size or colour chosen, the
  // same filters for both, so one window serves them.
  const either = hasOptionFilter(filters)
    ? sql`(${sql.join(
        OPTION_FACETS.map((facet) => sql`(${allOf(productConditions(filters, facet))})`),
        sql` OR `,
      )})`
    : allOf(productConditions(filters));
  return database.rows(
    facetRow,
    sql`WITH o AS MATERIALIZED (
        SELECT p.option_keys, ${forEachOption(filters)} FROM products p
        WHERE p.active AND ${either} LIMIT ${rowCount(CATALOG_WINDOW + 1)}
      ), w AS (SELECT count(*) > ${rowCount(CATALOG_WINDOW)} AS windowed FROM o)
      ${optionRow(sql`SELECT c.*, (SELECT windowed FROM w) AS windowed FROM (
        ${optionKeyCounts(filters, sql`(SELECT * FROM o LIMIT ${rowCount(CATALOG_WINDOW)}) o`)}) c`)}`,
  );
}

/** The sizes and colours of a search: over its window's products (see windowFacets), read once. */
export function windowOptionFacets(
  database: Database,
  filters: ActiveFilters,
  window: SQL,
): Promise<FacetRow[]> {
  return database.rows(
    facetRow,
    sql`WITH ${window}, o AS MATERIALIZED (
        SELECT p.option_keys, ${forEachOption(filters)} FROM win w JOIN products p ON p.id = w.id WHERE w.for_rest
      )
      ${optionRow(sql`SELECT c.*, (SELECT windowed FROM capped) AS windowed FROM (${optionKeyCounts(filters, sql`o`)}) c`)}`,
  );
}

/**
 * How many products of a category (or the whole catalog) pass every filter: the cells the
 * filters cover whole, plus the products of the price bands they cut.
 */
export function filteredTotal(filters: ActiveFilters): SQL {
  // At most the category and the checkboxes: the marginals hold it (one facet's rows are every product).
  if (byMarginals(activeFacets(filters))) {
    return sql`(SELECT coalesce(sum(products), 0)::int FROM facet_marginals
      WHERE facet = 'o' AND ${allOf(marginalConditions(filters))})`;
  }
  const slices = partialPriceSlices(filters);
  const cells = sql`(SELECT coalesce(sum(s.products), 0)::int FROM (
      SELECT *, ${cellPriced(filters)} AS priced FROM facet_counts) s
    WHERE s.products <> 0 AND ${allOf(cellConditions(filters))})`;
  if (!slices) return cells;
  const others = productConditions(filters, 'price');
  return sql`(${cells} + (SELECT count(*)::int FROM products p
    WHERE p.active AND ${slices} AND ${allOf(others)}))`;
}
