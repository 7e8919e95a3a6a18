import { CART_MSG, CHECKOUT_MSG, type CheckoutSession, centsToUnits } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import * as repo from './checkout.repository.js';

const sameSnapshot = (lines: repo.SnapshotLineRow[], cart: repo.CartProductRow[]) =>
  lines.length === cart.length &&
  cart.every((c) => lines.some((l) => l.product_id === c.product_id && l.quantity === c.quantity));

/**
 * Checkout sessions: a snapshot of the buyer's cart at server prices whose stock stays reserved
 * until it is paid (sale), rejected or expired (released).
 */
export function createCheckoutSessions(app: FastifyInstance) {
  const { db } = app;

  /** Gives the stock back and closes the session, if it is still open. Answers whether it did. */
  async function release(tx: Executor, sessionId: string, status: 'rejected' | 'expired'): Promise<boolean> {
    const session = await repo.findSession(tx, sessionId, true);
    if (session?.status !== 'open') return false;
    const lines = await repo.findLines(tx, sessionId);
    await repo.lockProducts(
      tx,
      lines.map((l) => l.product_id),
    );
    await repo.releaseStock(tx, sessionId);
    await repo.setStatus(tx, sessionId, status);
    return true;
  }

  /** Reserves the cart's lines for a new session, all or nothing. */
  async function reserve(
    tx: Executor,
    userId: number,
    cart: repo.CartProductRow[],
  ): Promise<repo.SessionRow> {
    for (const line of cart) {
      if (line.seller_id === userId) throw new AppError(403, CART_MSG.ownProduct);
      if (!line.active) throw new AppError(409, CHECKOUT_MSG.unavailable(line.name));
    }
    await repo.lockProducts(
      tx,
      cart.map((l) => l.product_id),
    );
    const taken = await repo.takeStock(
      tx,
      cart.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
    );
    if (taken.length < cart.length) {
      // The transaction rolls back, so the lines that were taken are given back too.
      const missing = cart.find((c) => !taken.some((t) => t.product_id === c.product_id));
      throw new AppError(409, CHECKOUT_MSG.noStock(missing?.name ?? ''));
    }
    const ordered = cart.map((c) => taken.find((t) => t.product_id === c.product_id) as repo.SnapshotLineRow);
    const session = await repo.insertSession(tx, {
      userId,
      provider: app.payments.name,
      totalCents: ordered.reduce((sum, l) => sum + Number(l.total_cents), 0),
      ttlMinutes: app.env.CHECKOUT_TTL_MINUTES,
    });
    await repo.insertLines(tx, session.id, ordered);
    return session;
  }

  async function toResponse(session: repo.SessionRow): Promise<CheckoutSession> {
    const lines = await repo.findLines(db, session.id);
    return {
      id: session.id,
      url: `/api/checkout/${session.id}`,
      provider: session.provider,
      expiresAt: new Date(session.expires_at).toISOString(),
      total: centsToUnits(session.total_cents),
      totalCents: session.total_cents,
      units: lines.reduce((sum, l) => sum + l.quantity, 0),
    };
  }

  return {
    release,

    /**
     * The buyer's open checkout for the cart as it is now: the open one when it still matches
     * the cart, else a new snapshot (the old reservation released in the same transaction).
     */
    async open(userId: number): Promise<CheckoutSession> {
      let stockChanged = false;
      const session = await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const current = await repo.findOpenSession(tx, userId);
        const cart = await repo.findCartProducts(tx, userId);
        if (current) {
          const lines = await repo.findLines(tx, current.id);
          if (!current.expired && sameSnapshot(lines, cart)) return current;
          await release(tx, current.id, 'expired');
          stockChanged = true;
        }
        if (cart.length === 0) return null;
        const created = await reserve(tx, userId, cart);
        stockChanged = true;
        return created;
      });
      if (stockChanged) app.catalogChanged();
      if (!session) throw AppError.badRequest(CART_MSG.emptyCart);
      return toResponse(session);
    },

    /** The buyer left the payment modal: the open checkout's stock goes back (a late approval can still retake it). */
    async abandon(userId: number): Promise<{ released: boolean }> {
      const released = await db.transaction(async (tx) => {
        await repo.lockUser(tx, userId);
        const current = await repo.findOpenSession(tx, userId);
        return current ? release(tx, current.id, 'expired') : false;
      });
      if (released) app.catalogChanged();
      return { released };
    },

    /** Releases every open checkout past its expiry; answers how many. */
    /** Checkouts waiting for expireDue, counted up to 1000 (a metric, not a total). */
    countDue: () => repo.countDueSessions(db, 1000),

    async expireDue(limit = 100): Promise<number> {
      let released = 0;
      for (const id of await repo.findDueSessionIds(db, limit)) {
        const done = await db.transaction(async (tx) => {
          const session = await repo.findSession(tx, id, true);
          return session?.status === 'open' && session.expired ? release(tx, id, 'expired') : false;
        });
        if (done) released += 1;
      }
      if (released) app.catalogChanged();
      return released;
    },
  };
}

export type CheckoutSessions = ReturnType<typeof createCheckoutSessions>;
