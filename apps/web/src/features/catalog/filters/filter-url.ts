import { FILTER_PARAMS, FILTER_TEXT, formatMoney, optionValueLabel, type ProductFacets } from '@bazar/shared';
import type { HomeQuery } from '../search-params';

/** Changes to the URL's filters: a value sets its parameter, null removes it. */
export type FilterChanges = Record<string, string | null>;

/**
 * The URL with the filters changed, back to page 1 (the old page number means nothing in a
 * new list); the search, the sort and an open product stay.
 */
export function withFilters(params: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('page');
  return next;
}

/** Every filter off, the category too; the search and the sort stay. */
export const CLEAR_ALL: FilterChanges = Object.fromEntries(
  [...FILTER_PARAMS, 'category'].map((key) => [key, null]),
);

/** The filters chosen as lists, joined by commas in the URL. */
type ListParam = 'brand' | 'size' | 'color';

export const listOf = (query: HomeQuery, key: ListParam): string[] =>
  (query.filters[key] ?? '').split(',').filter(Boolean);

/** The list with one value added or taken out. */
export function toggled(query: HomeQuery, key: ListParam, value: string): FilterChanges {
  const values = listOf(query, key);
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  return { [key]: next.join(',') || null };
}

export const brandsOf = (query: HomeQuery): string[] => listOf(query, 'brand');
export const toggledBrand = (query: HomeQuery, brand: string): FilterChanges =>
  toggled(query, 'brand', brand);

const cents = (value: string | null | undefined) =>
  value && /^\d+$/.test(value) ? Number(value) : undefined;

export const priceOf = (query: HomeQuery) => ({
  min: cents(query.filters.priceMin),
  max: cents(query.filters.priceMax),
});

/** A price range as the column and the chips say it, both ends included. */
export function priceLabel(min: number | undefined, max: number | null | undefined): string {
  if (min !== undefined && min > 0 && max !== undefined && max !== null)
    return FILTER_TEXT.between(formatMoney(min), formatMoney(max));
  if (min !== undefined && min > 0) return FILTER_TEXT.over(formatMoney(min));
  // The suggestions end a cent below the next range's start: 'Menos de $ 50,00'.
  if (max !== undefined && max !== null) return FILTER_TEXT.under(formatMoney(max + 1));
  return '';
}

export interface Chip {
  key: string;
  label: string;
  changes: FilterChanges;
}

/** One removable chip per filter on (one per brand), in the column's order. */
export function chipsOf(query: HomeQuery, facets: ProductFacets | undefined): Chip[] {
  const chips: Chip[] = [];
  const f = query.filters;
  if (query.category) chips.push({ key: 'category', label: query.category, changes: { category: null } });
  const price = priceOf(query);
  if (price.min !== undefined || price.max !== undefined)
    chips.push({
      key: 'price',
      label: priceLabel(price.min, price.max),
      changes: { priceMin: null, priceMax: null },
    });
  for (const brand of brandsOf(query))
    chips.push({ key: `brand-${brand}`, label: brand, changes: toggledBrand(query, brand) });
  for (const size of listOf(query, 'size'))
    chips.push({
      key: `size-${size}`,
      label: FILTER_TEXT.sizeChip(optionValueLabel(size)),
      changes: toggled(query, 'size', size),
    });
  for (const color of listOf(query, 'color'))
    chips.push({
      key: `color-${color}`,
      label: optionValueLabel(color),
      changes: toggled(query, 'color', color),
    });
  const stars = Number(f.rating);
  if (f.rating && stars >= 1 && stars <= 4)
    chips.push({ key: 'rating', label: FILTER_TEXT.stars(stars), changes: { rating: null } });
  if (f.inStock === 'true')
    chips.push({ key: 'inStock', label: FILTER_TEXT.inStock, changes: { inStock: null } });
  if (f.onSale === 'true')
    chips.push({ key: 'onSale', label: FILTER_TEXT.onSale, changes: { onSale: null } });
  if (f.freeShipping === 'true')
    chips.push({ key: 'freeShipping', label: FILTER_TEXT.freeShipping, changes: { freeShipping: null } });
  if (f.genre) {
    const named = facets?.genres.find((g) => String(g.id) === f.genre)?.name;
    chips.push({ key: 'genre', label: named ?? f.genre, changes: { genre: null } });
  }
  return chips;
}

/** The filters' native checkboxes, a size a finger hits, in the shop's colour. */
export const CHECKBOX = {
  width: 18,
  height: 18,
  margin: '6px 10px 6px 2px',
  accentColor: '#1f3a5f',
} as const;
