import {
  boughtName,
  formatMoney,
  MONEY_MSG,
  ORDERS_MSG,
  type OrderRefunds,
  type Refund,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkedRows, type Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { Notice } from '../../platform/notifications/index.js';
import { enqueue } from '../../platform/outbox/outbox.js';
import { recordAudit } from './audit.js';
import * as ledger from './ledger.repository.js';
import { REFUND_MAIL_KIND, type RefundMailPayload } from './money-mail.js';
import {
  type Entry,
  refundDonePosting,
  refundedFrom,
  refundFailedPosting,
  refundPosting,
  unsoldRefundPosting,
} from './postings.js';
import * as repo from './refunds.repository.js';

/**
 * Refunds, money's side (the flow that drives them with the orders and the provider is
 * flows/refund.ts): record a refund asked for an order (what may still be refunded checked, the
 * seller and the commission debited into 'refunds_in_flight'), settle it once the provider
 * answered (done: the money leaves the shop's cash and the buyer is e-mailed; refused: the debit
 * is reversed), and give back whole a payment that is no sale.
 */

const toRefund = (r: repo.RefundRow): Refund => ({
  id: r.id,
  orderNumber: r.order_number ?? '',
  amountCents: r.amount_cents,
  shippingCents: r.shipping_cents,
  reason: r.reason,
  status: r.status,
  createdAt: toIso(r.created_at),
  by:
    r.requested_by === null || r.requested_by_name === null
      ? null
      : { id: r.requested_by, userName: r.requested_by_name },
});

/** The entries a refund's request posted (to settle or reverse them). */
async function askedEntries(tx: Executor, refundId: number): Promise<Entry[]> {
  return (await repo.entriesOf(tx, `refund:${refundId}`)).map((e) => ({
    account: e.account as Entry['account'],
    userId: e.user_id,
    amountCents: e.amount_cents,
  }));
}

/** A lock per seller: a payout and a refund taking from the same available balance queue on it. */
export const lockSellerBalance = (tx: Executor, sellerId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bazar:seller-balance'), ${sellerId})`);

/** An order as a refund needs it, read under the order's lock (the orders module holds it). */
export interface OrderToRefund {
  id: number;
  order_number: string;
  status: string;
  product_id: number;
  quantity: number;
  total_cents: number;
  /** Its share of its seller's shipping in the purchase. */
  shipping_cents: number;
  /** The payment that paid it (a split checkout's part, or the invoice's); null: none. */
  payment_id: number | null;
}

/** Who may ask a refund of an order, before the money module is asked: the seller (not shipped yet) or an admin. */
export function checkRefundAsker<O extends { buyer_id: number; seller_id: number | null; status: string }>(
  caller: SessionUser,
  order: O | undefined,
): asserts order is O {
  const isSeller = order !== undefined && order.seller_id === caller.id;
  const isBuyer = order !== undefined && order.buyer_id === caller.id;
  if (!order || !(caller.root || isSeller || isBuyer)) throw AppError.notFound(ORDERS_MSG.orderNotFound);
  if (!caller.root && !isSeller) throw new AppError(403, MONEY_MSG.refundForbidden);
  if (!caller.root && order.status !== 'reception') throw new AppError(409, MONEY_MSG.refundAfterShipping);
}

/**
 * Records the refund of `amount` of a locked order's products (`'rest'`: all that is left, its
 * shipping with it; null when nothing is): what is left to refund checked, the refund row, the
 * seller's debit and the audit line, in the caller's transaction. The order's shipping goes back
 * with a refund that leaves none of its products unrefunded, or when asked (`includeShipping`).
 * Answers the refund's id and whole amount.
 */
export async function recordRefund(
  tx: Executor,
  order: OrderToRefund,
  amount: number | 'rest',
  actorId: number | null,
  reason: string,
  includeShipping = false,
): Promise<{ refundId: number; amountCents: number } | null> {
  // A new statement, after the order's lock: it sees every refund committed before the lock.
  const before = await repo.refundedPartsOf(tx, order.id);
  const refundedCents = before.productCents;
  const refundable = order.total_cents - refundedCents;
  const shippingLeft = order.shipping_cents - before.shippingCents;
  if (amount === 'rest' && (refundable + shippingLeft <= 0 || order.payment_id === null)) return null;
  const productCents = amount === 'rest' ? refundable : amount;
  if (order.payment_id === null) throw new AppError(409, MONEY_MSG.refundForbidden);
  if (refundable <= 0 && !(includeShipping && shippingLeft > 0 && productCents === 0))
    throw new AppError(409, MONEY_MSG.nothingToRefund);
  if (productCents > refundable)
    throw AppError.badRequest(MONEY_MSG.refundTooLarge(formatMoney(refundable)), 'amountCents');
  const shippingCents =
    amount === 'rest' || includeShipping || productCents === refundable ? shippingLeft : 0;
  const amountCents = productCents + shippingCents;
  if (amountCents <= 0) throw AppError.badRequest(MONEY_MSG.nothingToRefund, 'amountCents');

  // Each unit's worth refunded of an order not yet shipped brings one unit back to stock.
  const unitCents = order.total_cents / order.quantity;
  const restockUnits =
    order.status === 'reception'
      ? Math.floor((refundedCents + productCents) / unitCents) - Math.floor(refundedCents / unitCents)
      : 0;
  const refundId = await repo.insertRefund(tx, {
    orderId: order.id,
    paymentId: order.payment_id,
    amountCents,
    reason,
    requestedBy: actorId,
    restockUnits,
    shippingCents,
  });
  if (refundId === null) throw new Error('refund not recorded');
  await debit(tx, order.id, refundId, before, { amountCents, shippingCents }, actorId, reason);
  await recordAudit(
    tx,
    'refund',
    actorId,
    `Reembolso de ${formatMoney(amountCents)} de la orden ${order.order_number}: ${reason}`,
  );
  return { refundId, amountCents };
}

/** The refund's movement, as `refundPosting` prices it from the sale the ledger recorded. */
async function debit(
  tx: Executor,
  orderId: number,
  refundId: number,
  before: { productCents: number; shippingCents: number },
  { amountCents, shippingCents }: { amountCents: number; shippingCents: number },
  actorId: number | null,
  reason: string,
): Promise<void> {
  const found = await ledger.findSale(tx, orderId);
  const shipping = shippingCents > 0 ? await ledger.findShipping(tx, orderId) : undefined;
  const sale = found && {
    sellerId: found.seller_id,
    grossCents: found.gross_cents,
    commissionCents: found.commission_cents,
    marketingCents: found.marketing_cents,
    released: found.released,
    split: found.split,
  };
  const { movement, entries } = refundPosting({
    refundId,
    orderId,
    sale,
    refundedBeforeCents: before.productCents,
    amountCents,
    shippingCents,
    shipping: shipping && { grossCents: shipping.gross_cents, commissionCents: shipping.commission_cents },
    shippingRefundedBeforeCents: before.shippingCents,
    reason,
    actorId,
  });
  // Taken from the seller's available balance: queued with payouts on the seller's lock.
  if (sale && sale.sellerId !== null && !sale.split && refundedFrom(sale) === 'available')
    await lockSellerBalance(tx, sale.sellerId);
  await ledger.post(tx, movement, entries);
}

/** What the provider answered for a refund. */
export type RefundOutcome = { status: 'done'; refundId: string } | { status: 'refused'; error: string };

/**
 * Settles a refund the provider answered, in the caller's transaction (its row locked; one
 * already settled is left as it is). Done: the money in flight leaves the shop's cash and the
 * buyer's e-mail is queued; answers the units to put back in stock. Refused: the request's
 * entries are reversed.
 */
/** What a settled refund leaves to do: units to put back in stock, and who to tell. */
export interface SettledRefund {
  restock: { productId: number; variantId: number; quantity: number } | null;
  notices: Notice[];
}

export async function settleRefund(
  tx: Executor,
  refundId: number,
  outcome: RefundOutcome,
): Promise<SettledRefund> {
  const locked = await repo.findRefund(tx, refundId, true);
  if (locked?.status !== 'pending') return { restock: null, notices: [] };
  const asked = await askedEntries(tx, refundId);
  if (outcome.status === 'done') {
    await repo.decideRefund(tx, refundId, { status: 'done', providerRefundId: outcome.refundId });
    // What left the shop's side: the whole amount, or (split at the source) only its fee's share.
    const done = refundDonePosting(refundId, locked.order_id, asked);
    await ledger.post(tx, done.movement, done.entries);
    if (locked.buyer_email) {
      const mail: RefundMailPayload = {
        email: locked.buyer_email,
        name: locked.buyer_name ?? '',
        orderNumber: locked.order_number,
        productName:
          locked.product_name === null ? null : boughtName(locked.product_name, locked.variant_label),
        productImage: locked.product_image,
        amountCents: locked.amount_cents,
        reason: locked.reason,
      };
      await enqueue(tx, [{ kind: REFUND_MAIL_KIND, payload: mail }]);
    }
    return {
      restock:
        locked.restock_units > 0 && locked.product_id !== null && locked.variant_id !== null
          ? { productId: locked.product_id, variantId: locked.variant_id, quantity: locked.restock_units }
          : null,
      // An order's refund is told in the buyer's bell too (its e-mail is the refund mail above).
      notices:
        locked.order_number !== null && locked.buyer_id !== null
          ? [
              {
                userId: locked.buyer_id,
                event: 'refunded',
                key: `refunded:${refundId}`,
                data: {
                  orderNumber: locked.order_number,
                  productName: locked.product_name ?? '',
                  ...(locked.variant_label ? { variantLabel: locked.variant_label } : {}),
                  amountCents: locked.amount_cents,
                  reason: locked.reason,
                },
              },
            ]
          : [],
    };
  }
  await repo.decideRefund(tx, refundId, { status: 'failed', error: outcome.error });
  const failed = refundFailedPosting(
    refundId,
    locked.order_id,
    await repo.sellerOf(tx, refundId),
    asked,
    outcome.error,
  );
  await ledger.post(tx, failed.movement, failed.entries);
  return { restock: null, notices: [] };
}

/**
 * A payment that is no sale: approved when its sale could no longer go through (the stock was
 * gone), a second payment of a checkout already sold, or a part of a released split checkout.
 * The whole payment goes back, once (one such refund per payment): answers the refund to ask the
 * provider for, or null when it was recorded before.
 */
export async function recordUnsoldRefund(
  tx: Executor,
  paymentRowId: number,
  amountCents: number,
  why: 'unsold' | 'duplicate' | 'split',
): Promise<number | null> {
  const reason =
    why === 'unsold'
      ? MONEY_MSG.unsoldRefundReason
      : why === 'split'
        ? MONEY_MSG.splitRefundReason
        : MONEY_MSG.duplicateRefundReason;
  // A part paid into a seller's own account: the shop held only its fee of it.
  const part = await repo.partOfPayment(tx, paymentRowId);
  const held = part && part.seller_id !== null ? part.fee_cents : amountCents;
  const id = await repo.insertRefund(tx, {
    orderId: null,
    paymentId: paymentRowId,
    amountCents,
    reason,
    requestedBy: null,
    restockUnits: 0,
  });
  if (id === null) return null;
  // The payment was never a sale: the money came in and waits to go back.
  const unsold = unsoldRefundPosting(id, held, reason);
  await ledger.post(tx, unsold.movement, unsold.entries);
  await recordAudit(tx, 'refund', null, MONEY_MSG.unsoldRefundAudit(formatMoney(amountCents), reason));
  return id;
}

const orderRow = z.strictObject({
  id: z.number(),
  order_number: z.string(),
  buyer_id: z.number(),
  seller_id: z.number().nullable(),
  total_cents: z.number(),
  shipping_cents: z.number(),
});

/**
 * An order's refunds and what may still be refunded, for its buyer, its seller or an admin: of
 * its products, and apart, of its shipping (given back with the last of the products, or when
 * asked). `refundedCents` is every refund's whole amount, shipping included.
 */
export async function refundsOfOrder(
  ex: Executor,
  caller: SessionUser,
  orderNumber: string,
): Promise<OrderRefunds> {
  const [order] = await checkedRows(
    ex,
    orderRow,
    sql`SELECT id, order_number, buyer_id, seller_id, total_cents, shipping_cents FROM orders.orders
        WHERE order_number = ${orderNumber}`,
  );
  if (!order || !(caller.root || order.seller_id === caller.id || order.buyer_id === caller.id))
    throw AppError.notFound(ORDERS_MSG.orderNotFound);
  const refunds = await repo.refundsOfOrder(ex, order.id);
  const live = refunds.filter((r) => r.status !== 'failed');
  const refunded = live.reduce((sum, r) => sum + r.amount_cents, 0);
  const shippingRefunded = live.reduce((sum, r) => sum + r.shipping_cents, 0);
  return {
    orderNumber: order.order_number,
    totalCents: order.total_cents,
    refundedCents: refunded,
    refundableCents: order.total_cents - (refunded - shippingRefunded),
    shippingCents: order.shipping_cents,
    shippingRefundableCents: order.shipping_cents - shippingRefunded,
    refunds: refunds.map(toRefund),
  };
}
