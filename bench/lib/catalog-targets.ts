import { CATALOG_WINDOW } from '@bazar/shared';

const DEEPEST_PAGE = Math.ceil(CATALOG_WINDOW / 6);

/** What the seed reported about the catalog (CatalogSample in the API's seed). */
export interface CatalogSample {
  products: number;
  commonBrand: string;
  commonBrandProducts: number;
  rareWord: string | undefined;
}

export type TargetKind = 'search' | 'listing' | 'deep' | 'counts' | 'filtered' | 'options';

export interface CatalogTarget {
  target: string;
  kind: TargetKind;
  pathAndQuery: string;
  /** A filtered listing: the same list without its filters, whose cost it is compared with. */
  unfiltered?: string;
  /** What the compared checkout is asked instead (code from before an endpoint existed). */
  comparedPathAndQuery?: string;
}

const q = (text: string) => encodeURIComponent(text);
const search = (target: string, text: string): CatalogTarget => ({
  target,
  kind: 'search',
  pathAndQuery: `/api/products?name=${q(text)}`,
});
const listing = (target: string, query: string): CatalogTarget => ({
  target,
  kind: 'listing',
  pathAndQuery: `/api/products?${query}`,
});
const counts = (target: string, query: string): CatalogTarget => ({
  target,
  kind: 'counts',
  pathAndQuery: `/api/products/filters${query ? `?${query}` : ''}`,
});
/**
 * A size or colour target. Its counts are their own request (`/api/products/filters/options`,
 * beside `/api/products/filters`): the compared checkout, from before it, is asked the other
 * counts of the same page instead, so the ratio is the one request's cost to the other's.
 */
const options = (target: string, query: string, counted = false): CatalogTarget => ({
  target,
  kind: 'options',
  pathAndQuery: `/api/products${counted ? '/filters/options' : ''}?${query}`,
  ...(counted ? { comparedPathAndQuery: `/api/products/filters?${query}` } : {}),
});
const filtered = (target: string, query: string, unfiltered: string): CatalogTarget => ({
  target,
  kind: 'filtered',
  pathAndQuery: `/api/products?${query}`,
  unfiltered,
});

/** The issue's query classes; the common brand and the rare word come from the seeded data. */
export function catalogTargets(sample: CatalogSample | undefined): CatalogTarget[] {
  const share = sample?.products ? ((sample.commonBrandProducts / sample.products) * 100).toFixed(1) : '?';
  return [
    search('search typo "camizeta"', 'camizeta'),
    search('search accent "telefono"', 'telefono'),
    search('search "zapatilas rojas"', 'zapatilas rojas'),
    search('search "camiseta negra"', 'camiseta negra'),
    ...(sample?.rareWord ? [search(`search rare "${sample.rareWord}"`, sample.rareWord)] : []),
    search(`search brand "${sample?.commonBrand ?? 'nike'}" (${share} %)`, sample?.commonBrand ?? 'nike'),
    search('search "zapatillas"', 'zapatillas'),
    listing('home page 1', 'page=1&pageSize=6'),
    listing('A-Z page 1', 'sort=az'),
    listing('Z-A page 1', 'sort=za'),
    listing('price ↑ page 1', 'sort=price_asc'),
    listing('price ↓ page 1', 'sort=price_desc'),
    listing('category Ropa page 1', `category=${q('Ropa')}`),
    listing('category Tecnología, price ↑ page 1', `category=${q('Tecnología')}&sort=price_asc`),
    // The deepest page a shopper can reach: lists page through their first CATALOG_WINDOW products.
    {
      target: `home page ${DEEPEST_PAGE} (the window's last)`,
      kind: 'deep',
      pathAndQuery: `/api/products?page=${DEEPEST_PAGE}&pageSize=6`,
    },
    // The filters' counts (issue 33): the maintained aggregates, and a search's window.
    counts('counts: whole catalog', ''),
    counts('counts: category Ropa', `category=${q('Ropa')}`),
    counts('counts: Ropa + Nike + in stock', `category=${q('Ropa')}&brand=Nike&inStock=true`),
    counts('counts: whole catalog + in stock', 'inStock=true'),
    counts('counts: search "zapatillas"', 'name=zapatillas'),
    counts('counts: search "zapatilas rojas"', `name=${q('zapatilas rojas')}`),
    // Filtered pages 1, each beside the same list unfiltered.
    filtered('filtered: Ropa + Nike', `category=${q('Ropa')}&brand=Nike`, 'category Ropa page 1'),
    filtered(
      'filtered: Tecnología + $ 100–499,99, price ↑',
      `category=${q('Tecnología')}&priceMin=10000&priceMax=49999&sort=price_asc`,
      'category Tecnología, price ↑ page 1',
    ),
    filtered('filtered: in stock + on sale, A-Z', 'inStock=true&onSale=true&sort=az', 'A-Z page 1'),
    filtered('filtered: Mujer + 4 stars or more', 'genre=Mujer&rating=4', 'home page 1'),
    filtered('filtered: search "zapatillas" + Adidas', 'name=zapatillas&brand=Adidas', 'search "zapatillas"'),
    filtered(
      'filtered: search "zapatillas" + $ 50–99,99, price ↓',
      'name=zapatillas&priceMin=5000&priceMax=9999&sort=price_desc',
      'search "zapatillas"',
    ),
    // Sizes and colours (issue 44). Code from before them ignores `size` and `color`: beside it,
    // these read against the same list or counts without the size or colour.
    options('sizes: counts of whole catalog', '', true),
    options('sizes: counts of Calzado', `category=${q('Calzado')}`, true),
    options('sizes: counts of Calzado + Nike', `category=${q('Calzado')}&brand=Nike`, true),
    options('sizes: counts of Calzado + talle 42', `category=${q('Calzado')}&size=42`, true),
    options('sizes: counts of whole catalog + negro', 'color=negro', true),
    options('sizes: counts of search "zapatillas"', 'name=zapatillas', true),
    options('sizes: Calzado + talle 42', `category=${q('Calzado')}&size=42`),
    options(
      'sizes: Calzado + talle 42 + in stock, price ↑',
      `category=${q('Calzado')}&size=42&inStock=true&sort=price_asc`,
    ),
    options('sizes: whole catalog + negro', 'color=negro'),
    options('sizes: search "zapatillas" + talle 42', 'name=zapatillas&size=42'),
  ];
}
