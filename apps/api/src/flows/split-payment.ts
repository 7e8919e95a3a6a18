import { CHECKOUT_MSG, type PaymentConfirmation } from '@bazar/shared';
import type { Executor } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import * as checkout from '../modules/checkout/index.js';
import { AppError } from '../platform/errors/app-error.js';
import { notify } from '../platform/notifications/index.js';
import { type ProviderPayment, partReference, type SellerAccess } from '../platform/payments/provider.js';
import type { FlowContext } from './context.js';
import type { GiveBackWhole, Purchase, PurchaseResult } from './purchase.js';

const notFound = () => AppError.notFound(CHECKOUT_MSG.paymentNotFound);
const mismatch = () => new AppError(409, CHECKOUT_MSG.paymentMismatch);
const pending: PaymentConfirmation = { status: 'pending', invoiceId: null, invoiceNumber: null };

/** How a part's payment was taken, decided under the checkout's lock. */
type PartDecision =
  | { kind: 'paid'; unpaid: number; closing: checkout.PartRow | undefined }
  | { kind: 'used' | 'givenBack' }
  | { kind: 'late' | 'duplicate'; paymentRowId: number };

/**
 * Paying a part of a checkout split by seller (decision record 0028). Steps of `settle`, for a
 * part's verified payment:
 *   1. check it against the part: read in the part's seller's account, for its exact amount,
 *      currency and fee; rejected → the checkout is released (its paid parts given back);
 *   2. in one transaction under the checkout's lock: record the payment (checkout), mark the part
 *      paid once (checkout), settle every part's payment but the last;
 *   3. a later or second payment for a part goes back whole (the refund flow);
 *   4. the last part paid makes the sale through the purchase, like every other door.
 * Also `prepare` (the next part's Checkout Pro preference, in its seller's account, with the
 * shop's fee as marketplace_fee) and `giveBack` (a released checkout's paid parts, each back in
 * its own account, the buyer told in the bell and by e-mail).
 * Idempotency: the payment's unique (provider, id), the part's pending → paid, the notice's key.
 */
export function createSplitPaymentFlow(
  ctx: FlowContext,
  purchase: Purchase,
  giveBackWhole: GiveBackWhole,
  answer: (result: PurchaseResult) => PaymentConfirmation,
) {
  const { db, log, payments, sellerAccess } = ctx;

  /** The token a seller's part is charged and read with; the shop's part uses the shop's own. */
  async function accessOf(part: checkout.PartRow): Promise<SellerAccess | undefined> {
    if (part.seller_id === null) return undefined;
    const account = await sellerAccess.ofSeller(part.seller_id);
    // The seller unlinked (or the grant failed) since the checkout was opened: their part cannot
    // be charged in their name any more; the buyer is answered as for a provider outage.
    if (!account) throw new AppError(502, CHECKOUT_MSG.providerUnavailable);
    return { accessToken: account.accessToken, feeCents: part.fee_cents };
  }

  /** The payment that makes the sale: the last part's, the same whichever delivery comes last. */
  function closingPayment(closing: checkout.PartRow): ProviderPayment {
    return {
      id: closing.payment_ref ?? '',
      status: 'approved',
      amountCents: closing.payment_amount_cents ?? closing.amount_cents,
      currency: closing.payment_currency ?? '',
      checkoutId: null,
      part: closing.position,
      collectorId: null,
      feeCents: null,
      raw: null,
    };
  }

  /** Step 2, in the checkout's lock: the part paid once; later or second payments given back. */
  async function record(
    tx: Executor,
    sessionId: string,
    part: checkout.PartRow,
    payment: ProviderPayment,
  ): Promise<PartDecision> {
    // The payment's row first, then the checkout's: the purchase takes them in this order too
    // (its upsert, then its lock), so a part's delivery and the purchase of a parallel one never
    // wait for each other crosswise (PostgreSQL found that deadlock when it was the other way).
    const recorded = await checkout.recordPayment(tx, payments.name, sessionId, payment);
    const status = await checkout.lockSession(tx, sessionId);
    if (recorded.checkout_session_id !== sessionId) return { kind: 'used' };
    if (recorded.status === 'refund_due') return { kind: 'givenBack' };
    // Read again now that the lock is held: a delivery that waited sees the part as it was left.
    const now = await checkout.readParts(tx, sessionId);
    const mine = now.find((p) => p.id === part.id);
    if (!mine) return { kind: 'used' };
    const closing = now.at(-1);
    if (mine.payment_row_id !== recorded.id) {
      if (mine.status === 'paid') return { kind: 'duplicate', paymentRowId: recorded.id };
      if (status !== 'open') return { kind: 'late', paymentRowId: recorded.id };
      await checkout.markPartPaid(tx, part.id, recorded.id);
      // Every part's payment but the last is settled here: reconciliation (which finishes approved
      // payments left unsettled) must never sell a checkout from a part that is not its last.
      if (closing?.id !== part.id) await checkout.settlePayment(tx, recorded.id);
    }
    const unpaid = now.filter((p) => p.status !== 'paid' && p.id !== part.id).length;
    const closingPaid =
      closing?.id === part.id
        ? {
            ...closing,
            payment_ref: payment.id,
            payment_amount_cents: payment.amountCents,
            payment_currency: payment.currency,
          }
        : closing;
    return { kind: 'paid', unpaid, closing: closingPaid };
  }

  /** Step 3: a payment that can be no part of a sale goes back whole (once per payment). */
  async function giveBackPayment(paymentRowId: number, amountCents: number, why: 'split' | 'duplicate') {
    try {
      await giveBackWhole(paymentRowId, amountCents, why);
      await checkout.markRefundDue(db, paymentRowId);
    } catch (error) {
      log.error({ err: error, paymentRowId }, 'reembolso de un pago dividido pendiente');
    }
  }

  /**
   * After a split checkout was released (expired, a part rejected) with parts already paid:
   * each paid part goes back whole, in its seller's account, and the buyer is told in the bell
   * and by e-mail (once per part: the notice's key).
   */
  async function giveBack(sessionId: string, buyerId: number): Promise<void> {
    const all = await checkout.readParts(db, sessionId);
    for (const part of all) {
      if (part.status !== 'paid' || part.payment_row_id === null) continue;
      await giveBackPayment(part.payment_row_id, part.payment_amount_cents ?? part.amount_cents, 'split');
      await notify(db, [
        {
          userId: buyerId,
          event: 'payment_returned',
          key: `payment-returned:${part.id}`,
          data: {
            productName: CHECKOUT_MSG.partTitle(part.position, all.length, part.seller_name),
            amountCents: part.payment_amount_cents ?? part.amount_cents,
          },
        },
      ]);
    }
  }

  return {
    giveBack,

    /** The expiry job's follow-up: released checkouts whose paid parts were not given back yet. */
    async giveBackLeftovers(limit = 50): Promise<number> {
      const left = await checkout.releasedWithPaidParts(db, limit);
      for (const { checkout_session_id, user_id } of left) await giveBack(checkout_session_id, user_id);
      return left.length;
    },

    /**
     * The next part's Checkout Pro preference: created in the part's seller's account with the
     * shop's commission as marketplace_fee (the shop's own part with the shop's token), for the
     * part's lines only, referenced '<checkout>:<position>'.
     */
    async prepare(
      session: { id: string; currency: string },
      part: checkout.PartRow,
      lines: { product_id: number; product_name: string; quantity: number; total_cents: number }[],
    ) {
      const mine = lines.filter((l) => part.product_ids.includes(l.product_id));
      const prepared = await payments.prepare(
        {
          id: partReference(session.id, part.position),
          totalCents: part.amount_cents,
          currency: session.currency,
          lines: checkout.linesToCollect(mine),
        },
        await accessOf(part),
      );
      if (prepared.providerRef && prepared.providerRef !== part.preference_id)
        await checkout.setPartPreference(db, part.id, prepared.providerRef, prepared.redirectUrl);
      return { ...prepared, lines: mine };
    },

    /**
     * A verified report of a part's payment, read in the account it belongs to (`via`: the seller
     * whose token read it; null for the shop's): steps 1 to 4 above.
     */
    async settle(
      state: checkout.PaymentState,
      payment: ProviderPayment,
      via: number | null,
      release: () => Promise<void>,
    ): Promise<PaymentConfirmation> {
      const { session } = state;
      const part = (await checkout.readParts(db, session.id)).find((p) => p.position === payment.part);
      if (!part) throw notFound();
      // Mercado Pago answers a payment only to the account it belongs to: one read with another
      // account's token (a forged collector in the notification) names no part of ours. The
      // sandbox keeps no accounts.
      if (payments.name !== 'sandbox' && part.seller_id !== via) throw notFound();
      if (
        payment.collectorId !== null &&
        part.collector_id !== null &&
        payment.collectorId !== part.collector_id
      )
        throw notFound();
      if (payment.status === 'rejected') {
        await release();
        return { status: 'rejected', invoiceId: null, invoiceNumber: null };
      }
      if (payment.status === 'pending') {
        await checkout.recordPayment(db, payments.name, session.id, payment);
        return pending;
      }
      if (payment.status !== 'approved') throw mismatch();
      const feeCharged = payment.feeCents ?? part.fee_cents;
      if (
        payment.amountCents !== part.amount_cents ||
        payment.currency !== session.currency ||
        feeCharged !== part.fee_cents
      ) {
        log.warn({ paymentId: payment.id, checkoutId: session.id }, 'pago de una parte con importe distinto');
        throw mismatch();
      }
      const decided = await transaction(db, (tx) => record(tx, session.id, part, payment));
      switch (decided.kind) {
        case 'used':
          throw new AppError(409, CHECKOUT_MSG.paymentUsed);
        case 'givenBack':
          throw new AppError(409, CHECKOUT_MSG.expired);
        case 'late':
          await giveBackPayment(decided.paymentRowId, payment.amountCents, 'split');
          throw new AppError(409, CHECKOUT_MSG.expired);
        case 'duplicate':
          await giveBackPayment(decided.paymentRowId, payment.amountCents, 'duplicate');
          return pending;
        case 'paid':
          if (decided.unpaid > 0 || !decided.closing?.payment_ref) return pending;
          return answer(await purchase(session.id, closingPayment(decided.closing)));
      }
    },
  };
}

export type SplitPaymentFlow = ReturnType<typeof createSplitPaymentFlow>;
