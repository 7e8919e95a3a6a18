import { ADDRESS_MSG, CART_MSG, CHECKOUT_MSG, type CheckoutSession, centsToUnits } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor, planOncePerStatement } from '../../db/client.js';
import { lastWrite, transaction } from '../../db/transaction.js';
import { AppError } from '../../platform/errors/app-error.js';
import { shippingAddressOf } from '../addresses/index.js';
import { productWrites } from '../catalog/index.js';
import * as repo from './checkout.repository.js';
import type { CheckoutDeps } from './checkout-deps.js';
import * as parts from './checkout-parts.repository.js';
import type { SplitPayments } from './split-payments.js';

const sameSnapshot = (lines: repo.SnapshotLineRow[], cart: repo.CartProductRow[]) =>
  lines.length === cart.length &&
  cart.every((c) => lines.some((l) => l.product_id === c.product_id && l.quantity === c.quantity));

const releasedLine = z.strictObject({ product_id: z.number(), quantity: z.number() });

const unitsOf = (lines: { product_id: number; quantity: number }[]) =>
  lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));

/**
 * Checkout sessions: a snapshot of the buyer's cart at server prices whose stock stays reserved
 * until it is paid (sale), rejected or expired (released). A buyer has at most one open
 * checkout (a new one releases the old), holds at most CHECKOUT_MAX_UNITS_PER_PRODUCT units of
 * a product, and opening is rate limited per user (checkout.routes.ts): a few accounts cannot
 * sit on a product's whole stock.
 */
export interface CheckoutSessionsDeps extends Pick<CheckoutDeps, 'db' | 'payments' | 'productsChanged'> {
  /** Units of one product a buyer may hold reserved. */
  maxUnitsPerProduct: number;
  /** How long a reservation lasts unpaid. */
  ttlMinutes: number;
  /**
   * MP_MARKETPLACE: a cart with items of sellers whose account is linked is split by seller and
   * paid in parts (decision record 0028); without it every checkout is paid whole.
   */
  split: Pick<SplitPayments, 'draw' | 'partsOf' | 'giveBack'> | null;
}

export function createCheckoutSessions({
  db,
  payments,
  productsChanged,
  maxUnitsPerProduct,
  ttlMinutes,
  split,
}: CheckoutSessionsDeps) {
  /**
   * Gives the stock back and closes the session, if it is still open. Answers the products
   * released (empty when it was not open).
   */
  async function release(tx: Executor, sessionId: string, status: 'rejected' | 'expired'): Promise<number[]> {
    const lines = await checkedRows(
      tx,
      releasedLine,
      sql`WITH closed AS (
            UPDATE checkout_sessions SET status = ${status}
            WHERE id = ${sessionId}::uuid AND status = 'open' RETURNING id
          )
          SELECT l.product_id, l.quantity FROM checkout_lines l JOIN closed c ON c.id = l.checkout_session_id`,
    );
    await productWrites.release(tx, unitsOf(lines));
    return lines.map((l) => l.product_id);
  }

  /** Reserves the cart's lines for a new session, all or nothing; answers them priced. */
  async function reserve(
    tx: Executor,
    userId: number,
    cart: repo.CartProductRow[],
  ): Promise<repo.SnapshotLineRow[]> {
    const cap = maxUnitsPerProduct;
    for (const line of cart) {
      if (line.seller_id === userId) throw new AppError(403, CART_MSG.ownProduct);
      if (!line.active) throw new AppError(409, CHECKOUT_MSG.unavailable(line.name));
      if (line.quantity > cap) throw new AppError(409, CHECKOUT_MSG.tooManyUnits(line.name, cap));
    }
    const taken = await productWrites.reserve(tx, unitsOf(cart));
    if (taken.length < cart.length) {
      // The transaction rolls back, so the lines that were taken are given back too.
      const missing = cart.find((c) => !taken.some((t) => t.product_id === c.product_id));
      throw new AppError(409, CHECKOUT_MSG.noStock(missing?.name ?? ''));
    }
    return cart.map((c) => taken.find((t) => t.product_id === c.product_id) as repo.SnapshotLineRow);
  }

  const toResponse = async (
    session: repo.SessionRow,
    lines: { quantity: number }[],
  ): Promise<CheckoutSession> => ({
    parts: split ? await split.partsOf(session.id) : [],
    id: session.id,
    url: `/api/checkout/${session.id}`,
    provider: session.provider,
    expiresAt: new Date(session.expires_at).toISOString(),
    total: centsToUnits(session.total_cents),
    totalCents: session.total_cents,
    units: lines.reduce((sum, l) => sum + l.quantity, 0),
  });

  return {
    release,

    /** The buyer's open checkout, as opening it answered it; reserves nothing (GET /api/checkout). */
    async current(userId: number): Promise<CheckoutSession> {
      const session = await repo.findOpenSession(db, userId);
      if (!session) throw AppError.notFound(CHECKOUT_MSG.noOpenSession);
      return toResponse(session, [{ quantity: session.units }]);
    },

    /**
     * Opens the buyer's checkout for the cart as it is now (POST /api/checkout): the open one when
     * it still matches the cart, else a new snapshot whose units are reserved (the old
     * reservation released in the same transaction).
     */
    async open(userId: number, addressId?: number): Promise<CheckoutSession> {
      // Where it ships, copied now: the chosen address or the default one; none means no sale.
      const shippingAddress = await shippingAddressOf(db, userId, addressId);
      if (!shippingAddress)
        throw AppError.badRequest(
          addressId === undefined ? ADDRESS_MSG.needed : ADDRESS_MSG.notFound,
          'addressId',
        );
      const touched = new Set<number>();
      let replaced: string | null = null;
      const result = await transaction(db, async (tx) => {
        await planOncePerStatement(tx);
        const { session: current, cart } = await repo.lockOpenState(tx, userId);
        if (current) {
          if (!current.expired && sameSnapshot(current.lines, cart)) {
            await lastWrite(tx, () => repo.setShippingAddress(tx, current.id, shippingAddress));
            return { session: current, cart };
          }
          for (const id of await release(tx, current.id, 'expired')) touched.add(id);
          replaced = current.id;
        }
        if (cart.length === 0) return null;
        const lines = await reserve(tx, userId, cart);
        const values = { userId, provider: payments.name, ttlMinutes, lines, shippingAddress };
        // Split by seller: the parts drawn by the transaction's last write, behind the session's.
        const created = split
          ? await repo.insertSession(tx, values)
          : await lastWrite(tx, () => repo.insertSession(tx, values));
        if (split) await lastWrite(tx, () => split.draw(tx, created.id));
        for (const line of cart) touched.add(line.product_id);
        return { session: created, cart };
      });
      productsChanged([...touched]);
      // The cart changed under a split checkout: what its paid parts took goes back to the buyer.
      if (replaced && split) await split.giveBack(replaced, userId);
      if (!result) throw AppError.badRequest(CART_MSG.emptyCart);
      return toResponse(result.session, result.cart);
    },

    /** The buyer left the payment modal: the open checkout's stock goes back (a late approval can still retake it). */
    async abandon(userId: number): Promise<{ released: boolean }> {
      const released = await db.transaction(async (tx) => {
        const { session } = await repo.lockOpenState(tx, userId);
        // A split checkout with a part paid stays reserved until it expires: the buyer may come
        // back for the rest, and closing the modal must not give their payment back.
        if (!session || (await parts.hasPaidParts(tx, session.id))) return [];
        return release(tx, session.id, 'expired');
      });
      productsChanged(released);
      return { released: released.length > 0 };
    },

    /** Checkouts waiting for expireDue, counted up to 1000 (a metric, not a total). */
    countDue: () => repo.countDueSessions(db, 1000),

    /** Releases every open checkout past its expiry; answers how many. */
    async expireDue(limit = 100): Promise<number> {
      let count = 0;
      for (const id of await repo.findDueSessionIds(db, limit)) {
        const { released, buyerId } = await db.transaction(async (tx) => {
          const session = await repo.findSession(tx, id, true);
          const open = session?.status === 'open' && session.expired;
          return { released: open ? await release(tx, id, 'expired') : [], buyerId: session?.user_id };
        });
        if (released.length > 0) count += 1;
        productsChanged(released);
        // A split checkout that ran out with parts paid: those go back, and the buyer is told.
        if (released.length > 0 && split && buyerId !== undefined) await split.giveBack(id, buyerId);
      }
      return count;
    },
  };
}

export type CheckoutSessions = ReturnType<typeof createCheckoutSessions>;
