import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import {
  type ActiveFilters,
  activeFacets,
  allOf,
  cellConditions,
  cellPriced,
  FACETS,
  type Facet,
  partialPriceSlices,
  productConditions,
} from './filters.js';

/** One option of one facet and the products it leaves; `name` for categories and audiences. */
const facetRow = z.strictObject({
  facet: z.string(),
  value: z.string(),
  products: z.number(),
  name: z.string().nullable(),
  windowed: z.boolean(),
});
export type FacetRow = z.infer<typeof facetRow>;

/** The code of each facet in facet_marginals, and the cell column of its options. */
const FACET_CODE: Record<Facet, string> = {
  category: 'c',
  brand: 'b',
  genre: 'g',
  price: 'p',
  rating: 'r',
  stock: 's',
  sale: 'o',
};
const FACET_COLUMN: Record<Facet, SQL> = {
  category: sql`s.category_id::text`,
  brand: sql`s.brand::text`,
  genre: sql`s.genre_id::text`,
  price: sql`s.price_band::text`,
  rating: sql`s.rating_band::text`,
  stock: sql`s.in_stock::text`,
  sale: sql`s.on_sale::text`,
};

/**
 * The cells of the catalog (facet_counts) in the shape every count reads (alias s): the seven
 * values, the products, whether the price range covers the cell whole (`priced`), whether it may
 * be counted into the price options (`banded`), and for which facets (`for_cat`, `for_rest`).
 * A price range that cuts a band adds that slice's products, one cell each, counted for every
 * facet but the price's (whose options are whole bands, already in the cells).
 */
function catalogCells(filters: ActiveFilters): { source: SQL; prefix?: SQL } {
  const slices = partialPriceSlices(filters);
  const cells = sql`
      SELECT category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, products,
             ${cellPriced(filters)} AS priced, true AS banded, true AS for_cat, true AS for_rest
      FROM facet_counts WHERE products <> 0`;
  if (!slices) return { source: sql`(${cells}) s` };
  // Read once, whichever facets count them.
  const prefix = sql`WITH part AS MATERIALIZED (
      SELECT p.category_id, p.brand, p.genre_id, bazar_price_band(p.final_price_cents) AS price_band,
             bazar_rating_band(p.rating_sum, p.rating_count) AS rating_band, p.in_stock, p.discount > 0 AS on_sale
      FROM products p WHERE p.active AND ${slices})`;
  return {
    prefix,
    source: sql`(${cells}
      UNION ALL
      SELECT category_id, brand, genre_id, price_band, rating_band, in_stock, on_sale, 1, true, false, true, true
      FROM part) s`,
  };
}

/**
 * Every facet's options with their counts, each given the other filters, and the total (facet
 * 't'), in one statement over `source`. A facet whose other filters are at most the category
 * reads the maintained marginals (`marginals`: facet_marginals and category_counts) instead of
 * summing cells; so does the total when no filter but the category is on.
 */
function facetUnion(
  filters: ActiveFilters,
  source: SQL,
  options: { marginals: boolean; windowed: SQL; prefix?: SQL },
): SQL {
  const on = activeFacets(filters);
  const parts = FACETS.map((facet) => {
    const others = on.filter((f) => f !== facet);
    if (options.marginals && others.every((f) => f === 'category')) return marginal(facet, filters);
    const scope = facet === 'category' ? sql`s.for_cat` : sql`s.for_rest`;
    const priced = facet === 'price' ? sql`s.banded` : sql`true`;
    return sql`SELECT ${FACET_CODE[facet]}::text AS facet, ${FACET_COLUMN[facet]} AS value,
        sum(s.products)::int AS products
      FROM ${source} WHERE ${scope} AND ${priced} AND ${allOf(cellConditions(filters, facet))}
      GROUP BY 2`;
  });
  const total =
    options.marginals && on.every((f) => f === 'category')
      ? sql`SELECT 't', '', coalesce(sum(active_count), 0)::int FROM category_counts
          ${filters.categoryId === undefined ? sql`` : sql`WHERE category_id = ${filters.categoryId}`}`
      : sql`SELECT 't', '', coalesce(sum(s.products), 0)::int FROM ${source}
          WHERE s.for_rest AND ${allOf(cellConditions(filters))}`;
  return sql`${options.prefix ?? sql``}
    SELECT f.facet, f.value, f.products, coalesce(c.name, g.name) AS name, ${options.windowed} AS windowed
    FROM (${sql.join(
      [...parts, total].map((part) => sql`(${part})`),
      sql` UNION ALL `,
    )}) f
    LEFT JOIN categories c ON f.facet = 'c' AND c.id::text = f.value
    LEFT JOIN genres g ON f.facet = 'g' AND g.id::text = f.value
    WHERE f.products <> 0`;
}

/** One facet's counts with no filter but (perhaps) the category: maintained, a few rows. */
function marginal(facet: Facet, filters: ActiveFilters): SQL {
  if (facet === 'category') {
    return sql`SELECT 'c'::text AS facet, category_id::text AS value, active_count AS products FROM category_counts`;
  }
  const category = filters.categoryId === undefined ? sql`` : sql`AND category_id = ${filters.categoryId}`;
  return sql`SELECT ${FACET_CODE[facet]}::text AS facet, value, sum(products)::int AS products FROM facet_marginals
    WHERE facet = ${FACET_CODE[facet]} ${category} GROUP BY value`;
}

/** The counts of a category or of the whole catalog: exact, from the maintained aggregates. */
export function catalogFacets(database: Database, filters: ActiveFilters): Promise<FacetRow[]> {
  const { source, prefix } = catalogCells(filters);
  return database.rows(
    facetRow,
    facetUnion(filters, source, { marginals: true, windowed: sql`false`, ...(prefix ? { prefix } : {}) }),
  );
}

/**
 * The counts of a search: over its window's products (`window`: a statement whose CTEs end with
 * `win (id, for_cat, for_rest)` and `capped (windowed)`), one cell per product.
 */
export function windowFacets(database: Database, filters: ActiveFilters, window: SQL): Promise<FacetRow[]> {
  const priced = activeFacets(filters).includes('price')
    ? sql`p.final_price_cents BETWEEN ${filters.priceMin ?? 0} AND ${filters.priceMax ?? Number.MAX_SAFE_INTEGER}`
    : sql`true`;
  const source = sql`(SELECT p.category_id, p.brand, p.genre_id, bazar_price_band(p.final_price_cents) AS price_band,
        bazar_rating_band(p.rating_sum, p.rating_count) AS rating_band, p.in_stock, p.discount > 0 AS on_sale,
        1 AS products, ${priced} AS priced, true AS banded, w.for_cat, w.for_rest
      FROM win w JOIN products p ON p.id = w.id) s`;
  return database.rows(
    facetRow,
    facetUnion(filters, source, {
      marginals: false,
      windowed: sql`(SELECT windowed FROM capped)`,
      prefix: window,
    }),
  );
}

/**
 * How many products of a category (or the whole catalog) pass every filter: the cells the
 * filters cover whole, plus the products of the price bands they cut.
 */
export function filteredTotal(filters: ActiveFilters): SQL {
  const slices = partialPriceSlices(filters);
  const cells = sql`(SELECT coalesce(sum(s.products), 0)::int FROM (
      SELECT *, ${cellPriced(filters)} AS priced FROM facet_counts) s
    WHERE s.products <> 0 AND ${allOf(cellConditions(filters))})`;
  if (!slices) return cells;
  const others = productConditions(filters, 'price');
  return sql`(${cells} + (SELECT count(*)::int FROM products p
    WHERE p.active AND ${slices} AND ${allOf(others)}))`;
}

const brandRow = z.strictObject({ asked: z.string(), found: z.array(z.string()).nullable() });

/**
 * The catalog's spellings of each brand asked for (accent- and case-blind, as categories are
 * found): `found` is null for a brand no active product carries.
 */
export function knownBrands(
  database: Database,
  brands: string[],
): Promise<Array<{ asked: string; found: string[] | null }>> {
  return database.rows(
    brandRow,
    sql`SELECT b AS asked,
          (SELECT array_agg(DISTINCT f.brand::text) FROM facet_counts f
           WHERE bazar_fold(f.brand) = bazar_fold(b) AND f.products <> 0) AS found
        FROM unnest(${sql.param(brands)}::text[]) AS b`,
  );
}
