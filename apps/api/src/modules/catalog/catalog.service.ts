import {
  CATALOG_WINDOW,
  MSG,
  type Named,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  SEARCH_TOTAL_CAP,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { cappedPageOf, capTotal, offsetOf } from '../../platform/http/paging.js';
import { toProductDetail, toProductSummary } from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import type { CatalogCache } from './catalog-cache.js';
import { planSearch, rarestFirst } from './search.js';
import { countWordMatches } from './search.repository.js';

const pageIds = (page: ProductPage) => page.items.map((item) => item.id);

const nothingFound = { rows: [], total: 0, totalCapped: false };

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(database: Database, cache: CatalogCache) {
  /** A category given by id or by name (accent- and case-insensitive); unknown ones are refused. */
  async function resolveCategory(value: string, param: string): Promise<number> {
    const id = /^\d{1,9}$/.test(value)
      ? (await repo.categoryExists(database, Number(value)))
        ? Number(value)
        : undefined
      : await repo.findCategoryIdByName(database, value);
    if (id === undefined) throw AppError.badRequest(MSG.unknownCategory, param);
    return id;
  }

  async function loadPage(query: ProductListQuery, categoryParam: string): Promise<ProductPage> {
    const categoryId = query.category ? await resolveCategory(query.category, categoryParam) : undefined;
    const offset = offsetOf(query);
    const plan = query.name ? await planSearch(database, query.name) : undefined;
    if (!plan) {
      // Past the window a page is empty (its total still exact): deep pages stay as cheap as the first.
      const found = await repo.listProducts(database, {
        categoryId,
        sort: query.sort,
        limit: Math.max(0, Math.min(query.pageSize, CATALOG_WINDOW - offset)),
        offset,
      });
      return cappedPageOf(query, { ...found, totalCapped: false }, toProductSummary);
    }
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
    const key = JSON.stringify(['list', categoryParam, name ?? '', category ?? '', sort, page, pageSize]);
    return cache.get(key, () => loadPage(query, categoryParam), { listing: true, shows: pageIds });
  }

  return {
    list,

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
          return toProductDetail(row);
        },
        { shows: (product) => [product.id] },
      );
    },

    categories(): Promise<Named[]> {
      return cache.get('categories', () => repo.listCategories(database));
    },

    genres(): Promise<Named[]> {
      return cache.get('genres', () => repo.listGenres(database));
    },
  };
}
