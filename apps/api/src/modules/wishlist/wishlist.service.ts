import { WISHLIST_MSG, type Wishlist, type WishlistAdded, type WishlistItem } from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { toProductView } from '../../db/product-view.js';
import { AppError } from '../../platform/errors/app-error.js';
import * as repo from './wishlist.repository.js';

function toWishlistItem(row: repo.WishlistRow): WishlistItem {
  return {
    id: row.id,
    productId: row.product_id,
    ...toProductView(row),
    price: row.price_cents / 100,
    optionsSummary: row.options_summary,
  };
}

/** The wish list: read from the products table (never the catalog cache); changes no product. */
export function createWishlistService(database: Database) {
  const { db } = database;
  const listOf = async (userId: number): Promise<Wishlist> => ({
    items: (await repo.findItems(database, userId)).map(toWishlistItem),
  });

  return {
    list: listOf,

    /** Adding twice keeps one item: `created` tells the route whether to answer 201 or 200. */
    async add(userId: number, productId: number): Promise<WishlistAdded & { created: boolean }> {
      const outcome = await repo.insertItem(db, userId, productId);
      if (outcome === 'noProduct') throw AppError.notFound(WISHLIST_MSG.productNotFound);
      if (outcome === 'own') throw new AppError(403, WISHLIST_MSG.ownProduct);
      const row = await repo.findItemByProduct(database, userId, productId);
      if (!row) throw AppError.notFound(WISHLIST_MSG.productNotFound);
      return { msg: WISHLIST_MSG.added, item: toWishlistItem(row), created: outcome === 'created' };
    },

    async remove(userId: number, id: number | undefined): Promise<Wishlist> {
      if (id === undefined) throw AppError.badRequest(WISHLIST_MSG.invalidItemId, 'id');
      if (!(await repo.deleteItem(db, userId, id))) throw AppError.notFound(WISHLIST_MSG.itemNotFound);
      return listOf(userId);
    },

    async clean(userId: number): Promise<Wishlist> {
      await repo.deleteAllItems(db, userId);
      return { items: [] };
    },
  };
}
