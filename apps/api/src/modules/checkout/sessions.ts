import { CART_MSG, CHECKOUT_MSG, type CheckoutPart, type CheckoutSession, centsToUnits } from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { AppError } from '../../platform/errors/app-error.js';
import * as repo from './checkout.repository.js';
import * as parts from './checkout-parts.repository.js';

/**
 * Checkout sessions: a snapshot of the buyer's cart at server prices whose stock stays reserved
 * until it is paid (sale), rejected or expired (released). A buyer has at most one open checkout
 * (a new one releases the old) and holds at most CHECKOUT_MAX_UNITS_PER_PRODUCT units of a product.
 * Opening, abandoning and expiring move stock too, so they are flows (flows/checkout.ts); these
 * are checkout's own rules and rows.
 */

/** A cart line as the checkout checks it before reserving. */
export interface LineToCheck {
  product_id: number;
  variant_id: number;
  quantity: number;
  name: string;
  active: boolean;
  seller_id: number | null;
}

/** Whether the open checkout was drawn from this very cart (then it is kept, not redrawn). */
export const sameSnapshot = (lines: repo.SnapshotLineRow[], cart: readonly LineToCheck[]) =>
  lines.length === cart.length &&
  cart.every((c) => lines.some((l) => l.variant_id === c.variant_id && l.quantity === c.quantity));

/** Nobody buys their own product, an inactive one, or more units than a buyer may hold. */
export function checkBuyable(userId: number, cart: readonly LineToCheck[], maxUnitsPerProduct: number): void {
  for (const line of cart) {
    if (line.seller_id === userId) throw new AppError(403, CART_MSG.ownProduct);
    if (!line.active) throw new AppError(409, CHECKOUT_MSG.unavailable(line.name));
    if (line.quantity > maxUnitsPerProduct)
      throw new AppError(409, CHECKOUT_MSG.tooManyUnits(line.name, maxUnitsPerProduct));
  }
}

const releasedLine = z.strictObject({ product_id: z.number(), variant_id: z.number(), quantity: z.number() });
export type ReleasedLine = z.infer<typeof releasedLine>;

/**
 * Closes the session if it is still open, in one statement; answers its lines, whose units the
 * caller gives back to stock (none when it was not open).
 */
export function closeSession(
  tx: Executor,
  sessionId: string,
  status: 'rejected' | 'expired',
): Promise<ReleasedLine[]> {
  return checkedRows(
    tx,
    releasedLine,
    sql`WITH closed AS (
          UPDATE checkout_sessions SET status = ${status}
          WHERE id = ${sessionId}::uuid AND status = 'open' RETURNING id
        )
        SELECT l.product_id, l.variant_id, l.quantity FROM checkout_lines l JOIN closed c ON c.id = l.checkout_session_id`,
  );
}

const toPart = (p: parts.PartRow): CheckoutPart => ({
  position: p.position,
  sellerName: p.seller_name,
  amountCents: p.amount_cents,
  status: p.status,
  initPoint: p.init_point,
});

/** A checkout's parts as the buyer's screen shows them (none: paid whole). */
export async function partsOf(ex: Executor, sessionId: string): Promise<CheckoutPart[]> {
  return (await parts.readParts(ex, sessionId)).map(toPart);
}

/** The checkout as opening it answers it; `split`: the shop splits checkouts by seller (MP_MARKETPLACE). */
export async function toCheckoutSession(
  ex: Executor,
  session: repo.SessionRow,
  units: number,
  split: boolean,
): Promise<CheckoutSession> {
  return {
    parts: split ? await partsOf(ex, session.id) : [],
    id: session.id,
    url: `/api/checkout/${session.id}`,
    provider: session.provider,
    expiresAt: new Date(session.expires_at).toISOString(),
    total: centsToUnits(session.total_cents),
    totalCents: session.total_cents,
    shippingCents: session.shipping_cents,
    units,
  };
}

/** The buyer's open checkout, as opening it answered it; reserves nothing (GET /api/checkout). */
export async function currentSession(ex: Executor, userId: number, split: boolean): Promise<CheckoutSession> {
  const session = await repo.findOpenSession(ex, userId);
  if (!session) throw AppError.notFound(CHECKOUT_MSG.noOpenSession);
  return toCheckoutSession(ex, session, session.units, split);
}

/** The next part of a split checkout to pay, with its title ('Pago 1 de 2 · X'); none when all are paid. */
export async function nextPart(ex: Executor, sessionId: string) {
  const all = await parts.readParts(ex, sessionId);
  const part = all.find((p) => p.status === 'pending');
  return part
    ? { part, count: all.length, title: CHECKOUT_MSG.partTitle(part.position, all.length, part.seller_name) }
    : undefined;
}
