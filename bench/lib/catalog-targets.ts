import { CATALOG_WINDOW } from '@bazar/shared';

const DEEPEST_PAGE = Math.ceil(CATALOG_WINDOW / 6);

/** What the seed reported about the catalog (CatalogSample in the API's seed). */
export interface CatalogSample {
  products: number;
  commonBrand: string;
  commonBrandProducts: number;
  rareWord: string | undefined;
}

export type TargetKind = 'search' | 'listing' | 'deep';

export interface CatalogTarget {
  target: string;
  kind: TargetKind;
  pathAndQuery: string;
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

/** The query classes; the common brand and the rare word come from the seeded data. */
export function catalogTargets(sample: CatalogSample | undefined): CatalogTarget[] {
  const share = sample?.products ? ((sample.commonBrandProducts / sample.products) * 100).toFixed(1) : '?';
  return [
    search('search typo "camizeta"', 'camizeta'),
    search('search accent "telefono"', 'telefono'),
    search('search "zapatilas rojas"', 'zapatilas rojas'),
    search('search "camiseta negra"', 'camiseta negra'),
    ...(sample?.rareWord ? [search(`search rare "${sample.rareWord}"`, sample.rareWord)] : []),
    search(`search brand "${sample?.commonBrand ?? 'nike'}" (${share} %)`, sample?.commonBrand ?? 'nike'),
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
  ];
}
