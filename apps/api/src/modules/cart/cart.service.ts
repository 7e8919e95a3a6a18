import {
  type AddCartLineBody,
  CART_MSG,
  type Cart,
  type GuestCartLine,
  type MergeGuestCartBody,
  sumLines,
  type UpdateCartLineBody,
  VARIANT_MSG,
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

  /** Each guest line's variant, the quantities of lines that name the same one added up. */
  async function guestVariants(lines: GuestCartLine[]) {
    const summed = sumLines(lines);
    if (summed.length === 0) return [];
    const rows = await repo.findGuestVariants(database, summed);
    const byVariant = new Map<number, { row: repo.GuestVariantRow; quantity: number }>();
    for (const line of summed) {
      const row = rows.find((r) => r.product_id === line.productId && r.asked === (line.variantId ?? 0));
      if (!row) continue;
      const seen = byVariant.get(row.variant_id);
      byVariant.set(row.variant_id, { row, quantity: (seen?.quantity ?? 0) + line.quantity });
    }
    return [...byVariant.values()];
  }

  return {
    get: cartOf,

    async add(userId: number, { productId, variantId, quantity }: AddCartLineBody): Promise<Cart> {
      // The insert checks everything itself and answers the cart; only a refused one needs to know why.
      const lines = await repo.addToLine(database, userId, productId, variantId, quantity);
      if (lines) return toCart(lines);
      const product = await repo.findPurchasable(db, productId, variantId);
      if (!product?.active) throw AppError.notFound(CART_MSG.productNotFound);
      if (product.seller_id === userId) throw new AppError(403, CART_MSG.ownProduct);
      if (variantId === undefined && product.variants > 1)
        throw AppError.badRequest(VARIANT_MSG.choose(product.first_option ?? ''), 'variantId');
      if (product.stock === null) throw AppError.notFound(VARIANT_MSG.variantNotFound);
      throw pastStock(product.stock, await repo.findLineQuantity(db, userId, productId, variantId));
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

    /**
     * A guest's local cart priced from current data, one line per variant; unknown and inactive
     * products, and a product of several variants named without one, are left out.
     */
    async guest(lines: GuestCartLine[]): Promise<Cart> {
      const resolved = await guestVariants(lines);
      return toCart(
        resolved.map(({ row: { asked: _, ...row }, quantity }) => ({ ...row, id: row.variant_id, quantity })),
      );
    },

    /**
     * Merges a guest cart after login. The mergeId is recorded in the same statement, so a
     * retry, a double click or a second tab merging the same cart changes nothing.
     */
    async merge(userId: number, { mergeId, lines }: MergeGuestCartBody): Promise<Cart> {
      const resolved = await guestVariants(lines);
      await repo.mergeGuestLines(
        db,
        userId,
        mergeId,
        resolved.map(({ row, quantity }) => ({ variantId: row.variant_id, quantity })),
      );
      return cartOf(userId);
    },
  };
}
