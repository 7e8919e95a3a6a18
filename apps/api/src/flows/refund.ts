import { MONEY_MSG, type OrderRefunds, type RefundBody } from '@bazar/shared';
import type { Executor } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import * as catalog from '../modules/catalog/index.js';
import * as checkout from '../modules/checkout/index.js';
import * as money from '../modules/money/index.js';
import * as orders from '../modules/orders/index.js';
import type { SessionUser } from '../platform/auth/sessions.js';
import { notify } from '../platform/notifications/index.js';
import type { FlowContext } from './context.js';

/**
 * A refund (decision record 0022), in named steps:
 *   ask, in one transaction: lock the order (orders) → read what paid it (checkout) → record the
 *     refund and debit the seller and the commission into 'refunds_in_flight' (money, priced by
 *     `refundPosting`), what may still be refunded checked under the lock;
 *   provider, outside any transaction: the refund asked with its own idempotency key, in the
 *     seller's own account when the payment was split at the source (payment-links' token);
 *   settle, in one transaction: done → the money leaves the shop's cash and the buyer's e-mail is
 *     queued (money), the buyer's bell is told (notifications), an order whose refunds done now
 *     cover it is marked refunded in full (orders: no sale for reputation) and each unit's worth
 *     refunded of an order not shipped goes back to stock (catalog); refused → the debit is reversed (money);
 *   after the commit: the caches hear of the products, the outbox is woken.
 * A refund the provider did not answer stays pending and the `refund-retry` job asks again with
 * the same key, so a crash anywhere refunds once. Idempotency: the refund's row (one per request),
 * the ledger's keys ('refund:<id>', 'refund-done:<id>'), the provider's idempotency key.
 * Doors: a seller's or an administrator's refund, a cancellation, a claim's resolution, a payment
 * that is no sale (`giveBackWhole`), the retry job.
 */
export function createRefundFlow(ctx: FlowContext) {
  const { db, log, payments, sellerAccess, events } = ctx;

  /** Step "ask", in the caller's transaction, the order already locked by the caller. */
  async function askLocked(
    tx: Executor,
    order: orders.LockedOrder,
    amount: number | 'rest',
    actorId: number | null,
    reason: string,
    includeShipping = false,
  ): Promise<{ refundId: number; amountCents: number } | null> {
    const paymentId = await checkout.paymentOfLine(tx, order.invoice_id, order.variant_id);
    return money.recordRefund(
      tx,
      { ...order, payment_id: paymentId },
      amount,
      actorId,
      reason,
      includeShipping,
    );
  }

  /** Steps "provider" and "settle" for one refund; a refund already settled is left as it is. */
  async function complete(refundId: number): Promise<void> {
    const refund = await money.findRefund(db, refundId);
    if (refund?.status !== 'pending') return;
    let outcome: money.RefundOutcome;
    try {
      // A payment split at the source is the seller's: refunded in their account, with their token.
      const seller =
        refund.split_seller_id === null ? undefined : await sellerAccess.ofSeller(refund.split_seller_id);
      outcome =
        refund.split_seller_id !== null && !seller
          ? { status: 'refused', error: MONEY_MSG.sellerUnlinked }
          : await payments.refund({
              paymentId: refund.provider_payment_id,
              amountCents: refund.amount_cents,
              whole: refund.amount_cents === refund.payment_amount_cents,
              idempotencyKey: `bazar-refund-${refund.id}`,
              ...(seller ? { seller: { accessToken: seller.accessToken } } : {}),
            });
    } catch (error) {
      log.warn({ err: error, refundId }, 'reembolso sin respuesta del proveedor: se reintentará');
      await money.noteRefundAttempt(db, refundId, error instanceof Error ? error.message : String(error));
      return;
    }
    if (outcome.status === 'refused')
      log.error({ refundId, error: outcome.error }, 'el proveedor rechazó el reembolso');
    const restocked = await transaction(db, async (tx) => {
      // The order first (as asking a refund does), so two refunds of it settle one after the other.
      if (refund.order_id !== null) await orders.lockOrderById(tx, refund.order_id);
      const settled = await money.settleRefund(tx, refundId, outcome);
      await notify(tx, settled.notices);
      if (refund.order_id !== null && outcome.status === 'done')
        await orders.markRefundedInFull(tx, refund.order_id, await money.refundedDoneOf(tx, refund.order_id));
      if (!settled.restock) return [];
      await catalog.productWrites.release(tx, [settled.restock]);
      return [settled.restock.productId];
    });
    catalog.productsChanged(events, restocked);
    ctx.kickOutbox();
  }

  return {
    askLocked,
    complete,

    /** A seller (before shipping) or an administrator refunds part or all of an order. */
    async refund(caller: SessionUser, orderNumber: string, body: RefundBody): Promise<OrderRefunds> {
      const asked = await transaction(db, async (tx) => {
        const order = await orders.lockOrder(tx, orderNumber);
        money.checkRefundAsker(caller, order);
        return askLocked(tx, order, body.amountCents, caller.id, body.reason, body.includeShipping);
      });
      if (asked) await complete(asked.refundId);
      return money.refundsOfOrder(db, caller, orderNumber);
    },

    /** A payment that is no sale goes back whole, once per payment (the purchase's and split payments' door). */
    async giveBackWhole(paymentRowId: number, amountCents: number, why: 'unsold' | 'duplicate' | 'split') {
      const refundId = await transaction(db, (tx) =>
        money.recordUnsoldRefund(tx, paymentRowId, amountCents, why),
      );
      if (refundId !== null) await complete(refundId);
    },

    /** The job: asks the provider again for refunds left pending (same idempotency key). */
    async retryPending(olderThanSeconds = ctx.env.REFUND_RETRY_AFTER_SECONDS, limit = 50): Promise<number> {
      const stale = await money.stalePendingRefunds(db, olderThanSeconds, limit);
      for (const { id } of stale) await complete(id);
      return stale.length;
    },
  };
}

export type RefundFlow = ReturnType<typeof createRefundFlow>;
