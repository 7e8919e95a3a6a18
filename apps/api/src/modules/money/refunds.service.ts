import {
  commissionReturned,
  formatMoney,
  MONEY_MSG,
  ORDERS_MSG,
  type OrderRefunds,
  type Refund,
  type RefundBody,
} from '@bazar/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { toIso } from '../../db/timestamps.js';
import { transaction } from '../../db/transaction.js';
import type { SessionUser } from '../../platform/auth/sessions.js';
import { AppError } from '../../platform/errors/app-error.js';
import { enqueue } from '../../platform/outbox/outbox.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { productWrites } from '../catalog/index.js';
import type { SellerAccount } from '../payment-links/index.js';
import { recordAudit } from './audit.js';
import * as ledger from './ledger.repository.js';
import { REFUND_MAIL_KIND, type RefundMailPayload } from './money-mail.js';
import * as repo from './refunds.repository.js';

export interface RefundsDeps {
  db: Executor;
  log: FastifyBaseLogger;
  payments: PaymentProvider;
  /** Drops changed products from the caches (units went back to stock). */
  productsChanged(productIds: number[]): void;
  /** Wakes the outbox worker (the buyer's e-mail). */
  kickOutbox(): void;
  /** A linked seller's token, opened for the refund of a payment split at the source into their account. */
  sellerAccount(sellerId: number): Promise<SellerAccount | undefined>;
}

const toRefund = (r: repo.RefundRow): Refund => ({
  id: r.id,
  orderNumber: r.order_number ?? '',
  amountCents: r.amount_cents,
  reason: r.reason,
  status: r.status,
  createdAt: toIso(r.created_at),
  by:
    r.requested_by === null || r.requested_by_name === null
      ? null
      : { id: r.requested_by, userName: r.requested_by_name },
});

/** A lock per seller: a payout and a refund taking from the same available balance queue on it. */
export const lockSellerBalance = (tx: Executor, sellerId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bazar:seller-balance'), ${sellerId})`);

/**
 * Refunds, as named steps: ask (in one transaction: check what may still be refunded under the
 * order's lock, record the refund, debit the seller and the commission into 'refunds_in_flight'),
 * then the provider (outside any transaction, with the refund's own idempotency key), then settle
 * (done: the money leaves the shop's cash, units go back to stock, the buyer is e-mailed; refused:
 * the debit is reversed). A refund the provider did not answer stays pending and the job asks again
 * with the same key, so a crash anywhere refunds once.
 */
export function createRefunds({
  db,
  log,
  payments,
  productsChanged,
  kickOutbox,
  sellerAccount,
}: RefundsDeps) {
  /** Step "ask": answers the new refund's id. */
  async function ask(caller: SessionUser, orderNumber: string, body: RefundBody): Promise<number> {
    return transaction(db, async (tx) => {
      const order = await repo.lockOrder(tx, orderNumber);
      const isSeller = order !== undefined && order.seller_id === caller.id;
      const isBuyer = order !== undefined && order.buyer_id === caller.id;
      if (!order || !(caller.root || isSeller || isBuyer)) throw AppError.notFound(ORDERS_MSG.orderNotFound);
      if (!caller.root && !isSeller) throw new AppError(403, MONEY_MSG.refundForbidden);
      if (!caller.root && order.status !== 'reception')
        throw new AppError(409, MONEY_MSG.refundAfterShipping);
      return record(tx, order, body.amountCents, caller.id, body.reason);
    });
  }

  /**
   * Records the refund of `amountCents` of a locked order: what is left to refund checked, the
   * refund row, the seller's debit and the audit line, in the caller's transaction.
   */
  async function record(
    tx: Executor,
    order: repo.LockedOrder,
    amountCents: number,
    actorId: number | null,
    reason: string,
  ): Promise<number> {
    if (order.payment_id === null) throw new AppError(409, MONEY_MSG.refundForbidden);
    const refundable = order.total_cents - order.refunded_cents;
    if (refundable <= 0) throw new AppError(409, MONEY_MSG.nothingToRefund);
    if (amountCents > refundable)
      throw AppError.badRequest(MONEY_MSG.refundTooLarge(formatMoney(refundable)), 'amountCents');

    // Each unit's worth refunded of an order not yet shipped brings one unit back to stock.
    const unitCents = order.total_cents / order.quantity;
    const restockUnits =
      order.status === 'reception'
        ? Math.floor((order.refunded_cents + amountCents) / unitCents) -
          Math.floor(order.refunded_cents / unitCents)
        : 0;
    const refundId = await repo.insertRefund(tx, {
      orderId: order.id,
      paymentId: order.payment_id,
      amountCents,
      reason,
      requestedBy: actorId,
      restockUnits,
    });
    if (refundId === null) throw new Error('refund not recorded');
    await debit(tx, order, refundId, amountCents, actorId, reason);
    await recordAudit(
      tx,
      'refund',
      actorId,
      `Reembolso de ${formatMoney(amountCents)} de la orden ${order.order_number}: ${reason}`,
    );
    return refundId;
  }

  /**
   * A refund the orders' own flows decide (a cancellation, a claim's resolution), after their own
   * checks, in their transaction: `'rest'` is all that is left (null when nothing is). The caller
   * runs `complete` with the answer once it has committed.
   */
  async function askWithin(
    tx: Executor,
    orderNumber: string,
    amount: number | 'rest',
    actorId: number,
    reason: string,
  ): Promise<{ refundId: number; amountCents: number } | null> {
    const order = await repo.lockOrder(tx, orderNumber);
    if (!order) throw AppError.notFound(ORDERS_MSG.orderNotFound);
    const amountCents = amount === 'rest' ? order.total_cents - order.refunded_cents : amount;
    if (amount === 'rest' && (amountCents <= 0 || order.payment_id === null)) return null;
    return { refundId: await record(tx, order, amountCents, actorId, reason), amountCents };
  }

  /**
   * The refund's movement: the seller gives back the price less the commission returned pro rata
   * (from 'pending' before the release, from 'available' after it), the shop its commission, and
   * the whole amount waits in 'refunds_in_flight' until the provider confirms.
   */
  async function debit(
    tx: Executor,
    order: repo.LockedOrder,
    refundId: number,
    amountCents: number,
    actorId: number | null,
    reason: string,
  ): Promise<void> {
    const sale = await ledger.findSale(tx, order.id);
    const commission = sale
      ? commissionReturned(sale.gross_cents, sale.commission_cents, order.refunded_cents, amountCents)
      : 0;
    const sellerId = sale?.seller_id ?? null;
    const movement = {
      kind: 'refund',
      key: `refund:${refundId}`,
      sellerId,
      orderId: order.id,
      refundId,
      grossCents: amountCents,
      commissionCents: commission,
      memo: reason,
      actorId,
    } as const;
    if (sale?.split && sellerId !== null) {
      // Paid at the source: the seller gives the buyer back their share from their own account
      // (their 'paid' goes down, the shop's 'paid_out' side with it); the shop only gives back the
      // commission, which Mercado Pago takes back from its fee in proportion: only that is in flight.
      await ledger.post(tx, movement, [
        { account: 'paid', userId: sellerId, amountCents: -(amountCents - commission) },
        { account: 'paid_out', userId: 0, amountCents: amountCents - commission },
        { account: 'commission', userId: 0, amountCents: -commission },
        { account: 'refunds_in_flight', userId: 0, amountCents: commission },
      ]);
      return;
    }
    const from = sellerId === null ? 'shop_sales' : sale?.released ? 'available' : 'pending';
    if (from === 'available' && sellerId !== null) await lockSellerBalance(tx, sellerId);
    await ledger.post(tx, movement, [
      { account: from, userId: sellerId ?? 0, amountCents: -(amountCents - commission) },
      { account: 'commission', userId: 0, amountCents: -commission },
      { account: 'refunds_in_flight', userId: 0, amountCents },
    ]);
  }

  /** Steps "provider" and "settle" for one refund; a refund already settled is left as it is. */
  async function complete(refundId: number): Promise<void> {
    const refund = await repo.findRefund(db, refundId);
    if (refund?.status !== 'pending') return;
    let outcome: Awaited<ReturnType<PaymentProvider['refund']>>;
    try {
      // A payment split at the source is the seller's: refunded in their account, with their token.
      const seller =
        refund.split_seller_id === null ? undefined : await sellerAccount(refund.split_seller_id);
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
      await repo.noteAttempt(db, refundId, error instanceof Error ? error.message : String(error));
      return;
    }
    const restocked = await transaction(db, async (tx) => {
      const locked = await repo.findRefund(tx, refundId, true);
      if (locked?.status !== 'pending') return [];
      if (outcome.status === 'done') {
        await repo.decideRefund(tx, refundId, { status: 'done', providerRefundId: outcome.refundId });
        // What left the shop's side: the whole amount, or (split at the source) only its fee's share.
        const inFlight = (await repo.entriesOf(tx, `refund:${refundId}`))
          .filter((e) => e.account === 'refunds_in_flight')
          .reduce((sum, e) => sum + e.amount_cents, 0);
        await ledger.post(
          tx,
          {
            kind: 'refund_done',
            key: `refund-done:${refundId}`,
            sellerId: null,
            orderId: locked.order_id,
            refundId,
          },
          [
            { account: 'refunds_in_flight', userId: 0, amountCents: -inFlight },
            { account: 'cash', userId: 0, amountCents: inFlight },
          ],
        );
        if (locked.buyer_email) {
          const mail: RefundMailPayload = {
            email: locked.buyer_email,
            name: locked.buyer_name ?? '',
            orderNumber: locked.order_number,
            productName: locked.product_name,
            amountCents: locked.amount_cents,
            reason: locked.reason,
          };
          await enqueue(tx, [{ kind: REFUND_MAIL_KIND, payload: mail }]);
        }
        if (locked.restock_units > 0 && locked.product_id !== null) {
          await productWrites.release(tx, [{ productId: locked.product_id, quantity: locked.restock_units }]);
          return [locked.product_id];
        }
        return [];
      }
      await repo.decideRefund(tx, refundId, { status: 'failed', error: outcome.error });
      const asked = await repo.entriesOf(tx, `refund:${refundId}`);
      const [txn] = await tx
        .execute<{ seller_id: number | null }>(
          sql`SELECT seller_id FROM ledger_transactions WHERE key = ${`refund:${refundId}`}`,
        )
        .then((r) => r.rows);
      await ledger.post(
        tx,
        {
          kind: 'refund_failed',
          key: `refund-failed:${refundId}`,
          sellerId: txn?.seller_id ?? null,
          orderId: locked.order_id,
          refundId,
          memo: outcome.error.slice(0, 300),
        },
        asked.map((e) => ({
          account: e.account as ledger.Entry['account'],
          userId: e.user_id,
          amountCents: -e.amount_cents,
        })),
      );
      log.error({ refundId, error: outcome.error }, 'el proveedor rechazó el reembolso');
      return [];
    });
    if (restocked.length > 0) productsChanged(restocked);
    kickOutbox();
  }

  async function ofOrder(caller: SessionUser, orderNumber: string): Promise<OrderRefunds> {
    const [order] = await db
      .execute<{
        id: number;
        order_number: string;
        buyer_id: number;
        seller_id: number | null;
        total_cents: string | number;
      }>(
        sql`SELECT id, order_number, buyer_id, seller_id, total_cents FROM orders WHERE order_number = ${orderNumber}`,
      )
      .then((r) => r.rows);
    if (!order || !(caller.root || order.seller_id === caller.id || order.buyer_id === caller.id))
      throw AppError.notFound(ORDERS_MSG.orderNotFound);
    const refunds = await repo.refundsOfOrder(db, order.id);
    const refunded = refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount_cents, 0);
    const total = Number(order.total_cents);
    return {
      orderNumber: order.order_number,
      totalCents: total,
      refundedCents: refunded,
      refundableCents: total - refunded,
      refunds: refunds.map(toRefund),
    };
  }

  return {
    ofOrder,
    askWithin,
    complete,

    /** A seller (before shipping) or an administrator refunds part or all of an order. */
    async refund(caller: SessionUser, orderNumber: string, body: RefundBody): Promise<OrderRefunds> {
      const refundId = await ask(caller, orderNumber, body);
      await complete(refundId);
      return ofOrder(caller, orderNumber);
    },

    /**
     * A payment that is no sale: approved when its sale could no longer go through (the stock was
     * gone), or a second payment of a checkout already sold. The whole payment goes back, once
     * (one such refund per payment).
     */
    async refundUnsold(
      paymentRowId: number,
      amountCents: number,
      why: 'unsold' | 'duplicate' | 'split' = 'unsold',
    ): Promise<void> {
      const reason =
        why === 'unsold'
          ? MONEY_MSG.unsoldRefundReason
          : why === 'split'
            ? MONEY_MSG.splitRefundReason
            : MONEY_MSG.duplicateRefundReason;
      const refundId = await transaction(db, async (tx) => {
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
        await ledger.post(tx, { kind: 'refund', key: `refund:${id}`, refundId: id, memo: reason }, [
          { account: 'cash', userId: 0, amountCents: -held },
          { account: 'refunds_in_flight', userId: 0, amountCents: held },
        ]);
        await recordAudit(tx, 'refund', null, MONEY_MSG.unsoldRefundAudit(formatMoney(amountCents), reason));
        return id;
      });
      if (refundId !== null) await complete(refundId);
    },

    /** The job: asks the provider again for refunds left pending (same idempotency key). */
    async retryPending(olderThanSeconds: number, limit = 50): Promise<number> {
      const stale = await repo.stalePending(db, olderThanSeconds, limit);
      for (const { id } of stale) await complete(id);
      return stale.length;
    },
  };
}

export type RefundsService = ReturnType<typeof createRefunds>;
