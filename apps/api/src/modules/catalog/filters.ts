import { PRICE_BAND_EDGES, priceBandOf } from '@bazar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { textList } from '../../db/text-list.js';

/**
 * The filters of a catalog list once resolved (brand names as the catalog spells them, the
 * audience and category as ids), and the SQL conditions they become: over products (a listing's
 * page) and over the counts' cells (facet_counts, or a search window's products).
 */
export interface ActiveFilters {
  categoryId?: number | undefined;
  brands?: string[] | undefined;
  genreId?: number | undefined;
  /** Cents, both ends included. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  rating?: number | undefined;
  inStock?: boolean | undefined;
  onSale?: boolean | undefined;
  /** Sizes and colours as the products' option keys hold them (lower case, see 0025). */
  sizes?: string[] | undefined;
  colors?: string[] | undefined;
  /** 'Envío gratis': products whose price reaches their seller's threshold (0028). */
  freeShipping?: boolean | undefined;
  /** A running sale event's products (its option keys 'v=<id>', written while it runs, 0032). */
  eventId?: number | undefined;
}

/** A filter whose options are counted from cells (facet_counts, or a window's products). */
export type CellFacet = 'category' | 'brand' | 'genre' | 'price' | 'rating' | 'stock' | 'sale';
/**
 * A filter by the sizes or colours a product comes in, or by free shipping: counted from its
 * option keys ('e=gratis', written with the product's free-shipping mark, migration 0028).
 */
export type OptionFacet = 'size' | 'color' | 'shipping' | 'event';
/** A filter and the facet (the column of options) it narrows. */
export type Facet = CellFacet | OptionFacet;

export const FACETS: readonly CellFacet[] = [
  'category',
  'brand',
  'genre',
  'price',
  'rating',
  'stock',
  'sale',
];
export const OPTION_FACETS: readonly OptionFacet[] = ['size', 'color', 'shipping', 'event'];
const ALL_FACETS: readonly Facet[] = [...FACETS, ...OPTION_FACETS];

const IS_ON: Record<Facet, (filters: ActiveFilters) => boolean> = {
  category: (f) => f.categoryId !== undefined,
  brand: (f) => (f.brands?.length ?? 0) > 0,
  genre: (f) => f.genreId !== undefined,
  price: (f) => f.priceMin !== undefined || f.priceMax !== undefined,
  rating: (f) => f.rating !== undefined,
  stock: (f) => f.inStock === true,
  sale: (f) => f.onSale === true,
  size: (f) => (f.sizes?.length ?? 0) > 0,
  color: (f) => (f.colors?.length ?? 0) > 0,
  shipping: (f) => f.freeShipping === true,
  event: (f) => f.eventId !== undefined,
};

/** The filters that are on, by facet. */
export function activeFacets(filters: ActiveFilters): Facet[] {
  return ALL_FACETS.filter((facet) => IS_ON[facet](filters));
}

/** Whether a size or a colour is chosen (those are read through the option keys' index). */
export const hasOptionFilter = (filters: ActiveFilters): boolean =>
  OPTION_FACETS.some((facet) => IS_ON[facet](filters));

/** The letter of a facet's option keys ('t=42', 'c+negro'). */
export const OPTION_CODE: Record<OptionFacet, string> = { size: 't', color: 'c', shipping: 'e', event: 'v' };

/** The one value of free shipping's keys. */
export const FREE_SHIPPING_VALUE = 'gratis';

/**
 * A product (alias p) in one of the chosen sizes (or colours): with `stocked`, one of them in
 * stock ('t+42'), else any visible variant ('t=42'). Sizes and colours filter independently: 42
 * and Negro is a product that comes in 42 and in black.
 */
export function optionCondition(filters: ActiveFilters, facet: OptionFacet, stocked: boolean): SQL {
  const chosen =
    {
      size: filters.sizes,
      color: filters.colors,
      shipping: [FREE_SHIPPING_VALUE],
      event: [String(filters.eventId)],
    }[facet] ?? [];
  const prefix = OPTION_CODE[facet] + (stocked ? '+' : '=');
  return sql`p.option_keys && ${textList(chosen.map((value) => prefix + value))}`;
}

/**
 * How a price range meets the price bands: the bands it covers whole (counted from the cells)
 * and the slices of the bands it covers in part (counted from the products of those slices).
 */
export interface PriceSpan {
  /** First and last band covered whole; none when first > last. */
  fullFrom: number;
  fullTo: number;
  /** Price ranges in cents, both ends included, of the bands covered in part (at most two). */
  partial: Array<[number, number]>;
}

const LAST_BAND = PRICE_BAND_EDGES.length - 1;
const edge = (band: number): number => PRICE_BAND_EDGES[band] ?? 0;

export function priceSpan(min: number | undefined, max: number | undefined): PriceSpan {
  const low = min ?? 0;
  const lowBand = priceBandOf(low);
  const highBand = max === undefined ? LAST_BAND : priceBandOf(max);
  const lowWhole = edge(lowBand) === low;
  // The last band has no upper edge: only an open range covers it whole.
  const highWhole = max === undefined || (highBand < LAST_BAND && edge(highBand + 1) - 1 === max);
  const high = max ?? Number.MAX_SAFE_INTEGER;
  if (lowBand === highBand) {
    return lowWhole && highWhole
      ? { fullFrom: lowBand, fullTo: lowBand, partial: [] }
      : { fullFrom: 1, fullTo: 0, partial: [[low, high]] };
  }
  const partial: Array<[number, number]> = [];
  if (!lowWhole) partial.push([low, edge(lowBand + 1) - 1]);
  if (!highWhole) partial.push([edge(highBand), high]);
  return {
    fullFrom: lowWhole ? lowBand : lowBand + 1,
    fullTo: highWhole ? highBand : highBand - 1,
    partial,
  };
}

const hasPrice = (filters: ActiveFilters) => filters.priceMin !== undefined || filters.priceMax !== undefined;

/** A product's price inside the filter's range (alias p). */
function priceBetween(min: number | undefined, max: number | undefined): SQL {
  if (min !== undefined && max !== undefined) return sql`p.final_price_cents BETWEEN ${min} AND ${max}`;
  if (min !== undefined) return sql`p.final_price_cents >= ${min}`;
  return sql`p.final_price_cents <= ${max ?? 0}`;
}

const PRODUCT_CONDITION: Record<Facet, (filters: ActiveFilters) => SQL> = {
  category: (f) => sql`p.category_id = ${f.categoryId}`,
  brand: (f) => sql`p.brand = ANY (${textList(f.brands ?? [])})`,
  genre: (f) => sql`p.genre_id = ${f.genreId}`,
  price: (f) => priceBetween(f.priceMin, f.priceMax),
  // Also the predicate of the rating's partial index, so the planner can use it.
  rating: (f) => sql`p.rating_count > 0 AND bazar_rating_band(p.rating_sum, p.rating_count) >= ${f.rating}`,
  stock: () => sql`p.in_stock`,
  sale: () => sql`p.discount > 0`,
  // 'Solo con stock' with a size chosen is that size in stock.
  size: (f) => optionCondition(f, 'size', f.inStock === true),
  color: (f) => optionCondition(f, 'color', f.inStock === true),
  shipping: (f) => optionCondition(f, 'shipping', f.inStock === true),
  event: (f) => optionCondition(f, 'event', f.inStock === true),
};

/** The filters as conditions on products (alias p), leaving out one facet's own filter. */
export function productConditions(filters: ActiveFilters, except?: Facet): SQL[] {
  return activeFacets(filters)
    .filter((facet) => facet !== except)
    .map((facet) => PRODUCT_CONDITION[facet](filters));
}

const CELL_CONDITION: Record<Facet, (filters: ActiveFilters) => SQL> = {
  category: (f) => sql`s.category_id = ${f.categoryId}`,
  brand: (f) => sql`s.brand = ANY (${textList(f.brands ?? [])})`,
  genre: (f) => sql`s.genre_id = ${f.genreId}`,
  price: () => sql`s.priced`,
  rating: (f) => sql`s.rating_band >= ${f.rating}`,
  stock: () => sql`s.in_stock`,
  sale: () => sql`s.on_sale`,
  // Only a window's cells have these (see windowFacets); facet_counts is never read with them.
  size: () => sql`s.size_ok`,
  color: () => sql`s.color_ok`,
  shipping: () => sql`s.shipping_ok`,
  event: () => sql`s.event_ok`,
};

/** One chosen filter as a condition on cells (see cellConditions). */
export const cellCondition = (filters: ActiveFilters, facet: Facet): SQL => CELL_CONDITION[facet](filters);

/**
 * The filters as conditions on cells (alias s: facet_counts' columns, or a window's products in
 * the same shape, see facets.repository.ts), leaving out one facet's own filter. A cell's price
 * condition is its `priced` column, worked out where the cells are read.
 */
export function cellConditions(filters: ActiveFilters, except?: Facet): SQL[] {
  return activeFacets(filters)
    .filter((facet) => facet !== except)
    .map((facet) => CELL_CONDITION[facet](filters));
}

/** Conditions joined with AND (true when there are none). */
export const allOf = (conditions: SQL[]): SQL =>
  conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;

/** Whether a cell's price band is inside the range whole (its products all pass). */
export function cellPriced(filters: ActiveFilters, band: SQL = sql`price_band`): SQL {
  if (!hasPrice(filters)) return sql`true`;
  const span = priceSpan(filters.priceMin, filters.priceMax);
  return sql`(${band} BETWEEN ${span.fullFrom} AND ${span.fullTo})`;
}

/** Products of the bands the price range covers in part (alias p), or undefined when none. */
export function partialPriceSlices(filters: ActiveFilters): SQL | undefined {
  if (!hasPrice(filters)) return undefined;
  const { partial } = priceSpan(filters.priceMin, filters.priceMax);
  if (partial.length === 0) return undefined;
  return sql`(${sql.join(
    partial.map(([from, to]) => sql`p.final_price_cents BETWEEN ${from} AND ${to}`),
    sql` OR `,
  )})`;
}
