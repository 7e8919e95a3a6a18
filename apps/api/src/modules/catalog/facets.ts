import {
  compareSizes,
  PRICE_BAND_EDGES,
  type PriceRangeOption,
  type ProductFacets,
  type ProductOptionFacets,
  RATING_FILTER_OPTIONS,
} from '@bazar/shared';
import type { FacetRow } from './facets.repository.js';
import type { ActiveFilters } from './filters.js';

/** How many price ranges the column suggests at most. */
const SUGGESTED_RANGES = 3;

/**
 * The counts' rows as the API answers them: brands most frequent first, the price ranges
 * suggested from the results' own prices, 'N estrellas o más' summed from the rating bands.
 * A chosen option always shows, with 0 if nothing is left of it.
 */
export function toProductFacets(rows: FacetRow[], filters: ActiveFilters): ProductFacets {
  const of = (facet: string) => rows.filter((row) => row.facet === facet);
  const count = (facet: string, value: string) => of(facet).find((row) => row.value === value)?.products ?? 0;

  const brands = new Map(of('b').map((row) => [row.value, row.products]));
  for (const chosen of filters.brands ?? []) if (!brands.has(chosen)) brands.set(chosen, 0);
  const ratingBands = of('r');
  // The chosen category or audience comes as a row of its own, with 0, so it stays in the column
  // when nothing is left of it (see facetUnion); beside its counted row it adds nothing.
  const named = (facet: string, chosen: number | undefined) => {
    const options = new Map<number, { id: number; name: string; count: number }>();
    for (const row of of(facet)) {
      const id = Number(row.value);
      const seen = options.get(id);
      options.set(id, { id, name: row.name ?? seen?.name ?? '', count: (seen?.count ?? 0) + row.products });
    }
    return [...options.values()]
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'es'))
      .filter((option) => option.count > 0 || option.id === chosen);
  };

  return {
    total: count('t', ''),
    windowed: rows[0]?.windowed ?? false,
    prices: suggestRanges(new Map(of('p').map((row) => [Number(row.value), row.products]))),
    brands: [...brands]
      .map(([name, products]) => ({ name, count: products }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'es')),
    ratings: RATING_FILTER_OPTIONS.map((stars) => ({
      stars,
      count: ratingBands
        .filter((row) => Number(row.value) >= stars)
        .reduce((sum, row) => sum + row.products, 0),
    })),
    inStock: count('s', 'true'),
    onSale: count('o', 'true'),
    genres: named('g', filters.genreId),
    categories: named('c', filters.categoryId),
  };
}

/**
 * The sizes and colours as the API answers them: sizes in their order, colours most frequent
 * first; a chosen one always shows, with 0 if nothing is left of it.
 */
export function toOptionFacets(rows: FacetRow[], filters: ActiveFilters): ProductOptionFacets {
  const values = (facet: string, chosen: string[] | undefined) => {
    const counts = new Map(rows.filter((row) => row.facet === facet).map((row) => [row.value, row.products]));
    for (const value of chosen ?? []) if (!counts.has(value)) counts.set(value, 0);
    return [...counts].map(([value, products]) => ({ value, count: products }));
  };
  return {
    windowed: rows[0]?.windowed ?? false,
    sizes: values('size', filters.sizes).sort((a, b) => compareSizes(a.value, b.value)),
    colors: values('color', filters.colors).sort(
      (a, b) => b.count - a.count || a.value.localeCompare(b.value, 'es'),
    ),
    freeShipping: rows.find((row) => row.facet === 'shipping')?.products ?? 0,
  };
}

/**
 * Up to three ranges with about a third of the products each, their ends on price band edges
 * so each count is exact: 'Menos de $ X', '$ X a $ Y', '$ Y o más'. Each cut is the band edge
 * whose products below come closest to a third (two thirds) of the whole.
 */
export function suggestRanges(bands: Map<number, number>): PriceRangeOption[] {
  const sorted = [...bands].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return [];
  // Every place a cut can go: a band's lower edge, with the products below it.
  const places: Array<{ band: number; below: number }> = [];
  let below = 0;
  for (const [band, n] of sorted) {
    if (below > 0) places.push({ band, below });
    below += n;
  }
  const cuts: number[] = [];
  for (let k = 1; k < SUGGESTED_RANGES; k++) {
    const target = (total * k) / SUGGESTED_RANGES;
    const after = places.filter((place) => place.band > (cuts.at(-1) ?? -1));
    const best = after.reduce<(typeof places)[number] | undefined>(
      (closest, place) =>
        !closest || Math.abs(place.below - target) < Math.abs(closest.below - target) ? place : closest,
      undefined,
    );
    if (best) cuts.push(best.band);
  }
  // A single range would be every price: no choice at all (it read '(5)' with no words).
  if (cuts.length === 0) return [];
  const edges = [0, ...cuts.map((band) => PRICE_BAND_EDGES[band] ?? 0)];
  const edgeOf = (band: number) => PRICE_BAND_EDGES[band] ?? 0;
  return edges
    .map((min, i) => {
      const upper = edges[i + 1];
      const count = sorted
        .filter(([band]) => edgeOf(band) >= min && (upper === undefined || edgeOf(band) < upper))
        .reduce((sum, [, n]) => sum + n, 0);
      return { min, max: upper === undefined ? null : upper - 1, count };
    })
    .filter((range) => range.count > 0);
}
