import { MSG, type Named, type ProductDetail, type ProductListQuery, type ProductPage } from '@bazar/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { toProductDetail, toProductSummary } from './catalog.mapper.js';
import * as repo from './catalog.repository.js';
import { planSearch } from './search.js';

export type CatalogService = ReturnType<typeof createCatalogService>;

export function createCatalogService(db: Db) {
  /** A category given by id or by name (accent- and case-insensitive); unknown ones are refused. */
  async function resolveCategory(value: string, param: string): Promise<number> {
    const id = /^\d{1,9}$/.test(value)
      ? (await repo.categoryExists(db, Number(value)))
        ? Number(value)
        : undefined
      : await repo.findCategoryIdByName(db, value);
    if (id === undefined) throw AppError.badRequest(MSG.unknownCategory, param);
    return id;
  }

  async function list(query: ProductListQuery, categoryParam = 'category'): Promise<ProductPage> {
    const categoryId = query.category ? await resolveCategory(query.category, categoryParam) : undefined;
    const plan = query.name ? await planSearch(db, query.name) : undefined;
    const filter: repo.ListFilter = {
      categoryId,
      wordGroups: plan?.wordGroups,
      rankBy: plan?.corrected,
      sort: query.sort,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    };
    const [rows, total] = await Promise.all([repo.listProducts(db, filter), repo.countProducts(db, filter)]);
    return { items: rows.map(toProductSummary), total, page: query.page, pageSize: query.pageSize };
  }

  return {
    list,

    filterByCategoryName(query: Omit<ProductListQuery, 'category'> & { name: string }): Promise<ProductPage> {
      const { name, ...rest } = query;
      return list({ ...rest, category: name }, 'name');
    },

    async getProduct(id: number): Promise<ProductDetail> {
      const row = await repo.findActiveProduct(db, id);
      if (!row) throw AppError.notFound(MSG.productNotFound);
      return toProductDetail(row);
    },

    categories(): Promise<Named[]> {
      return repo.listCategories(db);
    },

    genres(): Promise<Named[]> {
      return repo.listGenres(db);
    },
  };
}
