import {
  CATALOG_WINDOW,
  FILTER_MSG,
  hasProductFilters,
  MSG,
  type Named,
  type ProductDetail,
  type ProductFacets,
  type ProductFacetsQuery,
  type ProductFilters,
  type ProductListQuery,
  type ProductOptionFacets,
  type ProductPage,
  SEARCH_TOTAL_CAP,
} from '@bazar/shared';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { CatalogCache } from '../../platform/cache/catalog-cache.js';
import { AppError } from '../../platform/errors/app-error.js';
import { cappedPageOf, capTotal, offsetOf } from '../../platform/http/paging.js';
import { toProductDetail, toProductSummary } from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import { toOptionFacets, toProductFacets } from './facets.js';
import {
  catalogFacets,
  catalogOptionFacets,
  type FacetRow,
  windowFacets,
  windowOptionFacets,
} from './facets.repository.js';
import { resolveNames } from './filter-names.repository.js';
import {
  facetWindow,
  filteredListPage,
  filteredSearchPage,
  optionListPage,
} from './filtered-pages.repository.js';
import { type ActiveFilters, activeFacets, hasOptionFilter } from './filters.js';
import { planSearch, rarestFirst } from './search.js';
import { countWordMatches } from './search.repository.js';

const pageIds = (page: ProductPage) => page.items.map((item) => item.id);

/** A category given by id (digits) or by name. */
const categoryRef = (value: string): repo.CategoryRef =>
  /^\d{1,9}$/.test(value) ? { id: Number(value) } : { name: value };

const nothingFound = { rows: [], total: 0, totalCapped: false };

/** The filters' part of a cache key. */
const filterKey = (query: ProductFilters) => [
  query.priceMin ?? '',
  query.priceMax ?? '',
  [...(query.brand ?? [])].sort(),
  query.rating ?? '',
  query.inStock ?? '',
  query.onSale ?? '',
  query.genre ?? '',
  [...(query.size ?? [])].sort(),
  [...(query.color ?? [])].sort(),
  query.freeShipping ?? '',
  query.event ?? '',
];

export type CatalogService = ReturnType<typeof createCatalogService>;

/**
 * The public catalog's reads on `database`: the routes make one per request on `readsOf(request)`
 * (a standby, or the primary), sharing one cache that knows how recent each value is.
 */
export function createCatalogService(database: Database, cache: CatalogCache) {
  function listGenres(): Promise<Named[]> {
    return cache.get('genres', () => repo.listGenres(database), {}, database.position);
  }

  /**
   * The query's filters resolved against the catalog (see resolveNames: one statement for the
   * category, the brands and the audience); an unknown one is refused.
   */
  async function resolveFilters(
    query: ProductFilters & { category?: string | undefined },
    categoryParam: string,
  ): Promise<ActiveFilters> {
    const asked = {
      category: query.category ? categoryRef(query.category) : undefined,
      brands: query.brand?.length ? query.brand : undefined,
      genre: query.genre || undefined,
      event: query.event || undefined,
    };
    const names =
      asked.category || asked.brands || asked.genre || asked.event
        ? await resolveNames(database, asked)
        : undefined;
    if (asked.category && names?.categoryId == null)
      throw AppError.badRequest(MSG.unknownCategory, categoryParam);
    if (asked.brands && names?.unknownBrands !== 0)
      throw AppError.badRequest(FILTER_MSG.unknownBrand, 'brand');
    if (asked.genre && names?.genreId == null) throw AppError.badRequest(FILTER_MSG.unknownGenre, 'genre');
    if (asked.event && names?.eventId == null) throw AppError.badRequest(FILTER_MSG.unknownEvent, 'event');
    return {
      categoryId: names?.categoryId ?? undefined,
      brands: asked.brands && names?.brands,
      genreId: names?.genreId ?? undefined,
      priceMin: query.priceMin,
      priceMax: query.priceMax,
      rating: query.rating,
      inStock: query.inStock,
      onSale: query.onSale,
      sizes: query.size?.length ? query.size : undefined,
      colors: query.color?.length ? query.color : undefined,
      freeShipping: query.freeShipping,
      eventId: names?.eventId ?? undefined,
    };
  }

  /** The listing asked for with its filters (see filtered-pages.repository.ts). */
  async function loadFilteredPage(query: ProductListQuery, filters: ActiveFilters): Promise<ProductPage> {
    const offset = offsetOf(query);
    const limit = Math.max(0, Math.min(query.pageSize, CATALOG_WINDOW - offset));
    const plan = query.name ? await planSearch(database, query.name) : undefined;
    if (!plan && hasOptionFilter(filters)) {
      // Sizes and colours page through a window, as a search does: 'Más de 1.000' when it is full.
      const found = await optionListPage(database, filters, { sort: query.sort, limit, offset });
      const total = found.windowed
        ? capTotal(CATALOG_WINDOW + 1, CATALOG_WINDOW)
        : capTotal(found.total, CATALOG_WINDOW);
      return cappedPageOf(query, { rows: found.rows, ...total }, toProductSummary);
    }
    if (!plan) {
      const found = await filteredListPage(database, filters, { sort: query.sort, limit, offset });
      return cappedPageOf(query, { ...found, totalCapped: false }, toProductSummary);
    }
    if (plan.groups.length === 0) return cappedPageOf(query, nothingFound, toProductSummary);
    const search = {
      filter: { groups: plan.groups, categoryId: filters.categoryId },
      oneWord: plan.groups.length === 1 && filters.categoryId === undefined,
    };
    // The filters narrow the search's window (its first CATALOG_WINDOW matches): the total is
    // exact inside it, never capped.
    const found = await filteredSearchPage(database, search, filters, { sort: query.sort, limit, offset });
    return cappedPageOf(
      query,
      { rows: found.rows, total: found.total, totalCapped: false },
      toProductSummary,
    );
  }

  /**
   * The whole catalog or one category, with no search and no other filter: the category is
   * resolved inside the page's statement (one round trip). Past the window a page is empty (its
   * total still exact): deep pages stay as cheap as the first.
   */
  async function loadListing(query: ProductListQuery, categoryParam: string): Promise<ProductPage> {
    const offset = offsetOf(query);
    const found = await repo.listProducts(database, {
      category: query.category ? categoryRef(query.category) : undefined,
      sort: query.sort,
      limit: Math.max(0, Math.min(query.pageSize, CATALOG_WINDOW - offset)),
      offset,
    });
    if (!found) throw AppError.badRequest(MSG.unknownCategory, categoryParam);
    return cappedPageOf(query, { ...found, totalCapped: false }, toProductSummary);
  }

  async function loadPage(query: ProductListQuery, categoryParam: string): Promise<ProductPage> {
    if (!query.name && !hasProductFilters(query)) return loadListing(query, categoryParam);
    const filters = await resolveFilters(query, categoryParam);
    if (activeFacets(filters).some((facet) => facet !== 'category')) return loadFilteredPage(query, filters);
    const categoryId = filters.categoryId;
    const offset = offsetOf(query);
    const plan = query.name ? await planSearch(database, query.name) : undefined;
    // Words with nothing searchable in them ('¡!') list as if there were none.
    if (!plan) return loadListing(query, categoryParam);
    // A word that is nowhere near the catalog: nothing can match, no need to ask.
    if (plan.groups.length === 0) return cappedPageOf(query, nothingFound, toProductSummary);

    const filter = { groups: plan.groups, categoryId };
    const cap = SEARCH_TOTAL_CAP;
    const oneWord = plan.groups.length === 1 && categoryId === undefined;
    // Several words or a category narrow the matches: usually few, read once and sorted.
    const first = oneWord
      ? undefined
      : await repo.firstMatchesPage(database, {
          ...filter,
          sort: query.sort,
          limit: query.pageSize,
          offset,
          cap,
        });
    if (first && first.total <= cap)
      return cappedPageOf(query, { ...first, totalCapped: false }, toProductSummary);
    // Searches page through their best SEARCH_TOTAL_CAP matches, as search engines do.
    const limit = Math.max(0, Math.min(query.pageSize, cap - offset));
    const words = plan.groups[0]?.words ?? [];
    if (query.sort === 'none') {
      // Relevance pages come from the posting lists, walked from the rarest word, never sorted.
      const walked = await repo.walkedPage(database, {
        ...filter,
        groups: first?.sizes ? rarestFirst(filter.groups, first.sizes) : filter.groups,
        limit,
        offset,
        ...(oneWord ? { count: { words, cap } } : {}),
      });
      return cappedPageOf(
        query,
        { ...capTotal(walked.matches ?? cap + 1, cap), rows: walked.rows },
        toProductSummary,
      );
    }
    // An explicit sort is left to the planner (see searchPage).
    const counted = capTotal(oneWord ? await countWordMatches(database, words, cap) : cap + 1, cap);
    const rows =
      counted.total > offset
        ? await repo.searchPage(database, {
            ...filter,
            sort: query.sort,
            limit: Math.min(limit, counted.total - offset),
            offset,
          })
        : [];
    return cappedPageOf(query, { ...counted, rows }, toProductSummary);
  }

  function list(query: ProductListQuery, categoryParam = 'category'): Promise<ProductPage> {
    const { name, category, sort, page, pageSize } = query;
    const key = JSON.stringify([
      'list',
      categoryParam,
      name ?? '',
      category ?? '',
      sort,
      page,
      pageSize,
      ...filterKey(query),
    ]);
    return cache.get(
      key,
      () => loadPage(query, categoryParam),
      { listing: true, shows: pageIds },
      database.position,
    );
  }

  /**
   * Counts' rows for the query: of the category or the whole catalog (`ofCatalog`), or over a
   * search's window (`ofWindow`); none for words that match nothing. The filters come back too.
   */
  async function countRows(
    query: ProductFacetsQuery,
    ofCatalog: (database: Database, filters: ActiveFilters) => Promise<FacetRow[]>,
    ofWindow: (database: Database, filters: ActiveFilters, window: SQL) => Promise<FacetRow[]>,
  ): Promise<{ rows: FacetRow[]; filters: ActiveFilters }> {
    const filters = await resolveFilters(query, 'category');
    const plan = query.name ? await planSearch(database, query.name) : undefined;
    if (!plan) return { rows: await ofCatalog(database, filters), filters };
    if (plan.groups.length === 0) return { rows: [], filters };
    const window = facetWindow({
      filter: { groups: plan.groups, categoryId: filters.categoryId },
      oneWord: plan.groups.length === 1 && filters.categoryId === undefined,
    });
    return { rows: await ofWindow(database, filters, window), filters };
  }

  /** Every option of every filter with its count, given the other filters (see facets.ts). */
  async function loadFacets(query: ProductFacetsQuery): Promise<ProductFacets> {
    const { rows, filters } = await countRows(query, catalogFacets, windowFacets);
    return toProductFacets(rows, filters);
  }

  /** The sizes and colours with their counts, given the other filters (see catalogOptionFacets). */
  async function loadOptionFacets(query: ProductFacetsQuery): Promise<ProductOptionFacets> {
    const { rows, filters } = await countRows(query, catalogOptionFacets, windowOptionFacets);
    return toOptionFacets(rows, filters);
  }

  return {
    list,

    optionFacets(query: ProductFacetsQuery): Promise<ProductOptionFacets> {
      const key = JSON.stringify(['options', query.name ?? '', query.category ?? '', ...filterKey(query)]);
      return cache.get(key, () => loadOptionFacets(query), { listing: true }, database.position);
    },

    facets(query: ProductFacetsQuery): Promise<ProductFacets> {
      const key = JSON.stringify(['facets', query.name ?? '', query.category ?? '', ...filterKey(query)]);
      // Any product write may change a count: every write marks it stale (a listing).
      return cache.get(key, () => loadFacets(query), { listing: true }, database.position);
    },

    filterByCategoryName(query: Omit<ProductListQuery, 'category'> & { name: string }): Promise<ProductPage> {
      const { name, ...rest } = query;
      return list({ ...rest, category: name }, 'name');
    },

    getProduct(id: number): Promise<ProductDetail> {
      return cache.get(
        `product:${id}`,
        async () => {
          const row = await repo.findActiveProduct(database, id);
          if (!row) throw AppError.notFound(MSG.productNotFound);
          return toProductDetail(row, { hidden: false });
        },
        { shows: (product) => [product.id] },
        database.position,
      );
    },

    categories(): Promise<Named[]> {
      return cache.get('categories', () => repo.listCategories(database), {}, database.position);
    },

    genres: listGenres,
  };
}
