import {
  ADMIN_MSG,
  type AdminProduct,
  type AdminProductListQuery,
  type AdminProductPage,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { transaction } from '../../db/transaction.js';
import { AppError } from '../../platform/errors/app-error.js';
import { offsetOf, pageOf } from '../../platform/http/paging.js';
import * as products from './admin-products.repository.js';
import { toProductDetail } from './catalog.mapper.js';
import * as productWrites from './product-writes.js';

function toAdminProduct(row: products.AdminProductRow): AdminProduct {
  return {
    ...toProductDetail(row),
    seller: row.seller_id === null ? null : { id: row.seller_id, userName: row.seller_user_name ?? '' },
    createdAt: toIso(row.created_at),
  };
}

export interface AdminProductsDeps {
  database: Database;
  /** Tells caches and listeners (the live dashboard) that a product changed, after the write. */
  productChanged(productId: number): void;
}

/** The back office's view of every product, active or not, and its show/hide switch. */
export function createAdminProductsService({ database, productChanged }: AdminProductsDeps) {
  return {
    async list(query: AdminProductListQuery): Promise<AdminProductPage> {
      const found = await products.listAdminProducts(database, {
        q: query.q || undefined,
        active: query.active === undefined ? undefined : query.active === 'true',
        sort: query.sort,
        limit: query.pageSize,
        offset: offsetOf(query),
      });
      return pageOf(query, found, toAdminProduct);
    },

    async get(id: number): Promise<AdminProduct> {
      const row = await products.findAdminProduct(database, id);
      if (!row) throw AppError.notFound(ADMIN_MSG.productNotModified);
      return toAdminProduct(row);
    },

    /** Hides or shows the product in the public catalog at once (cache dropped, event sent). */
    async setActive(id: number, active: boolean | undefined): Promise<{ msg: string; active: boolean }> {
      // In a transaction, so that losing a deadlock to a seller's publication runs it again.
      const result = await transaction(database.db, (tx) => productWrites.setActive(tx, id, active));
      if (result === undefined) throw AppError.notFound(ADMIN_MSG.productNotModified);
      productChanged(id);
      return { msg: result ? ADMIN_MSG.productActivated : ADMIN_MSG.productDeactivated, active: result };
    },
  };
}
