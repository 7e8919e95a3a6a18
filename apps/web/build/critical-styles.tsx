/**
 * The storefront's first screens rendered once at build time, in Node, to collect the CSS that
 * Material (emotion) would otherwise serialize, compile and insert rule by rule in the browser
 * while it commits the first render: a few hundred rules, most of the home's longest task on a
 * phone. index.html carries them in <style data-emotion="css name…"> tags, which emotion's
 * cache adopts when it starts: a style whose name is listed there is not inserted again. What
 * renders later or otherwise (a signed-in header, another page, an open menu) is inserted at
 * run time as before.
 */
import { HOME_PAGE_SIZE, type ProductPage, type ProductSummary } from '@bazar/shared';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RootLayout } from '../src/app/layout/root-layout';
import { AppProviders } from '../src/app/providers';
import { AppRoutes } from '../src/app/router';
import { productKeys } from '../src/features/catalog/api/get-products';
import { readHomeQuery } from '../src/features/catalog/search-params';
import { queryClient } from '../src/lib/query-client';

/** Emotion's rules by name, in the order a render asks for them. */
export type CriticalStyles = Map<string, string>;

/** Renders `screen` as the browser would, lazy parts included, and returns the CSS it used. */
async function stylesOf(screen: ReactNode): Promise<CriticalStyles> {
  const cache = createCache({ key: 'css' });
  // Outside a browser emotion keeps each rule's text in `inserted` instead of writing it out.
  cache.compat = true;
  const names: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) names.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders>{screen}</AppProviders>
    </CacheProvider>,
  );
  // Prerendering waits for every lazy part; the markup itself is not needed.
  for await (const _ of prelude);
  const styles: CriticalStyles = new Map();
  for (const name of names) {
    const rules = cache.inserted[name];
    if (typeof rules === 'string' && rules) styles.set(name, rules);
  }
  return styles;
}

function sampleProduct(id: number, changes: Partial<ProductSummary>): ProductSummary {
  const named = { id: 1, name: 'Categoría' };
  return {
    id,
    name: `Producto ${id}`,
    brand: 'Marca',
    color: 'Negro',
    warranty: 12,
    price: 100,
    priceCents: 10_000,
    discount: 0,
    finalPriceCents: 10_000,
    stock: 5,
    image: [`/uploads/${id}.webp`],
    thumbs: [`/uploads/${id}-thumb.webp`],
    categoryId: 1,
    genreId: 1,
    category: named,
    genre: named,
    active: true,
    rating: { average: 0, count: 0 },
    sellerId: 7,
    sellerLevel: null,
    optionsSummary: null,
    freeShipping: false,
    ...changes,
  };
}

/**
 * A first page of the home's list with every kind of card (plain, discounted, rated, sold out,
 * shipping free), out of enough pages for the pager to show its ellipsis.
 */
const SAMPLE_PAGE: ProductPage = {
  items: [
    sampleProduct(1, {}),
    sampleProduct(2, { discount: 10, finalPriceCents: 9_000 }),
    sampleProduct(3, { rating: { average: 5, count: 2 }, sellerLevel: 5, freeShipping: true }),
    sampleProduct(4, { stock: 0 }),
  ],
  total: HOME_PAGE_SIZE * 20,
  page: 1,
  pageSize: HOME_PAGE_SIZE,
  totalCapped: false,
};

/**
 * `layout`: what every page shows a visitor (the header, the footer). `home`: the rest of the
 * home's first load, before and after its product list arrives.
 */
export async function criticalStyles(): Promise<{ layout: CriticalStyles; home: CriticalStyles }> {
  const layout = await stylesOf(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="*" element={null} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  const home = () => (
    <MemoryRouter initialEntries={['/']}>
      <AppRoutes />
    </MemoryRouter>
  );
  const loading = await stylesOf(home());
  queryClient.setQueryData(productKeys.list(readHomeQuery(new URLSearchParams())), SAMPLE_PAGE);
  const loaded = await stylesOf(home());
  queryClient.clear();

  const homeOnly: CriticalStyles = new Map();
  for (const [name, rules] of [...loading, ...loaded]) {
    if (!layout.has(name)) homeOnly.set(name, rules);
  }
  return { layout, home: homeOnly };
}
