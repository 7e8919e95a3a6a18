import {
  type AddCartLineBody,
  CART_MSG,
  type Cart,
  type GuestCartLine,
  type MergeGuestCartBody,
  sumLines,
  type UpdateCartLineBody,
} from '@bazar/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import { toCart } from './cart.mapper.js';
import * as repo from './cart.repository.js';

/** Says how many units exist and how many the buyer holds, so they know what they can still add. */
const pastStock = (stock: number, inCart: number) =>
  AppError.badRequest(CART_MSG.stockLimit(stock, inCart), 'quantity');

/**
 * The server cart. Nothing here changes products, so the catalog cache is never told; every
 * read goes to the products table, so prices and stock are always current. Each write is one
 * statement that checks the stock itself, so concurrent requests need no explicit transaction.
 */
export function createCartService(database: Database) {
  const { db } = database;
  const cartOf = async (userId: number): Promise<Cart> => toCart(await repo.findCartLines(database, userId));

  return {
    get: cartOf,

    async add(userId: number, { productId, quantity }: AddCartLineBody): Promise<Cart> {
      // The insert checks everything itself and answers the cart; only a refused one needs to know why.
      const lines = await repo.addToLine(database, userId, productId, quantity);
      if (lines) return toCart(lines);
      const product = await repo.findPurchasable(db, productId);
      if (!product?.active) throw AppError.notFound(CART_MSG.productNotFound);
      if (product.seller_id === userId) throw new AppError(403, CART_MSG.ownProduct);
      throw pastStock(product.stock, await repo.findLineQuantity(db, userId, productId));
    },

    async update(userId: number, { id, quantity }: UpdateCartLineBody): Promise<Cart> {
      if (!(await repo.updateLineQuantity(db, userId, id, quantity))) {
        const line = await repo.findLineState(db, userId, id);
        if (!line) throw AppError.notFound(CART_MSG.lineNotFound);
        if (!line.active) throw AppError.notFound(CART_MSG.productNotFound);
        // The line is being replaced, so the whole stock is what can be asked for.
        throw pastStock(line.stock, 0);
      }
      return cartOf(userId);
    },

    async remove(userId: number, id: number | undefined): Promise<Cart> {
      if (id === undefined) throw AppError.badRequest(CART_MSG.invalidLineId, 'id');
      if (!(await repo.deleteLine(db, userId, id))) throw AppError.notFound(CART_MSG.lineNotFound);
      return cartOf(userId);
    },

    async clean(userId: number): Promise<Cart> {
      await repo.deleteAllLines(db, userId);
      return cartOf(userId);
    },

    /** A guest's local cart priced from current data; unknown and inactive products are left out. */
    async guest(lines: GuestCartLine[]): Promise<Cart> {
      const summed = sumLines(lines);
      if (summed.length === 0) return toCart([]);
      const products = new Map(
        (
          await repo.findActiveProducts(
            database,
            summed.map((l) => l.productId),
          )
        ).map((p) => [p.id, p]),
      );
      const rows: repo.CartLineRow[] = [];
      for (const { productId, quantity } of summed) {
        const product = products.get(productId);
        if (product) rows.push({ ...product, id: productId, product_id: productId, quantity });
      }
      return toCart(rows);
    },

    /**
     * Merges a guest cart after login. The mergeId is recorded in the same statement, so a
     * retry, a double click or a second tab merging the same cart changes nothing.
     */
    async merge(userId: number, { mergeId, lines }: MergeGuestCartBody): Promise<Cart> {
      await repo.mergeGuestLines(db, userId, mergeId, sumLines(lines));
      return cartOf(userId);
    },
  };
}
