import { CHECKOUT_MSG, type PaymentConfirmation } from '@bazar/shared';
import { AppError } from '../../platform/errors/app-error.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import type { CheckoutDeps } from './checkout-deps.js';
import type { CheckoutSessions } from './checkout-session.service.js';
import type { Purchase, PurchaseResult } from './purchase.js';
import * as purchases from './purchase.repository.js';
import type { SplitPayments, SplitPaymentsDeps } from './split-payments.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => AppError.notFound(CHECKOUT_MSG.paymentNotFound);

/** An approved payment's purchase, as the buyer's screen and the provider are answered. */
export function answer(sold: PurchaseResult): PaymentConfirmation {
  switch (sold.outcome) {
    case 'sold':
      return { status: 'approved', invoiceId: sold.invoiceId, invoiceNumber: sold.invoiceNumber };
    // On record, not yet invoiced (reconciliation will, or the checkout's other parts): the
    // buyer's screen keeps asking.
    case 'deferred':
    case 'partsDue':
      return { status: 'pending', invoiceId: null, invoiceNumber: null };
    // The payment was given back whole: the units were gone.
    case 'unsold':
      throw new AppError(409, CHECKOUT_MSG.expired);
    case 'paymentUsed':
      throw new AppError(409, CHECKOUT_MSG.paymentUsed);
    case 'missing':
      throw AppError.notFound(CHECKOUT_MSG.notFound);
  }
}

/**
 * Acts on a payment only as its provider reports it: a payment counts when it is approved, for
 * one of our checkouts (of this buyer, when a buyer asks), for exactly the server-side amount
 * and currency; then it is purchased (purchase.ts). A rejected payment releases its checkout's
 * reservation. The sandbox page calls `settle` in-process with the payment it just made;
 * webhooks, /ResponseMP and POST /api/invoice call `confirm`, which asks the provider first.
 */
export function createPaymentVerification(
  { db, log, payments, productsChanged }: CheckoutDeps,
  sessions: CheckoutSessions,
  purchase: Purchase,
  split: SplitPayments,
  sellerAccount: SplitPaymentsDeps['sellerAccount'],
) {
  /** A rejected payment gives the checkout's units back (and a split one's paid parts). */
  async function reject(session: purchases.PaymentState['session']) {
    const released = await db.transaction((tx) => sessions.release(tx, session.id, 'rejected'));
    productsChanged(released);
    if (released.length > 0) await split.giveBack(session.id, session.user_id);
  }

  async function settle(
    state: purchases.PaymentState,
    payment: ProviderPayment,
    via: number | null = null,
  ): Promise<PaymentConfirmation> {
    const { session } = state;
    // A checkout split by seller is paid part by part; a payment of the whole is none of them.
    if (state.parts.total > 0 || payment.part !== null) {
      if (state.parts.total === 0 || payment.part === null)
        throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
      return split.settle(state, payment, via, () => reject(session));
    }
    if (payment.status === 'rejected') {
      await reject(session);
      return { status: 'rejected', invoiceId: null, invoiceNumber: null };
    }
    if (payment.status === 'pending') {
      // Kept on record so POST /api/invoice (or reconciliation) can ask again once approved.
      await purchases.recordPayment(db, payments.name, session.id, payment);
      return { status: 'pending', invoiceId: null, invoiceNumber: null };
    }
    if (payment.status !== 'approved') throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
    if (payment.amountCents !== session.total_cents || payment.currency !== session.currency) {
      log.warn(
        { paymentId: payment.id, checkoutId: session.id },
        'pago con importe o moneda distintos a la compra',
      );
      throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
    }
    return answer(await purchase(session.id, payment));
  }

  /**
   * Reads the payment in the account it belongs to: a notification names its collector (Mercado
   * Pago's user_id), a linked seller's account is read with their token; otherwise the shop's. The
   * buyer's return names none: the shop's account is asked first, then those of the sellers of the
   * buyer's open split checkout (a handful at most).
   */
  async function read(
    paymentId: string,
    buyerId: number | undefined,
    collectorId: string | undefined,
  ): Promise<{ payment: ProviderPayment | undefined; via: number | null }> {
    const seller = collectorId ? await sellerAccount({ accountId: collectorId }) : undefined;
    if (seller) return { payment: await payments.getPayment(paymentId, seller), via: seller.sellerId };
    const payment = await payments.getPayment(paymentId);
    // Should the shop's account see a seller's payment too, it is read again in the seller's own
    // account: what counts for a seller's part is what their account answers.
    const owner = payment?.collectorId ? await sellerAccount({ accountId: payment.collectorId }) : undefined;
    if (owner) return { payment: await payments.getPayment(paymentId, owner), via: owner.sellerId };
    if (payment || buyerId === undefined || payments.name === 'sandbox') return { payment, via: null };
    for (const sellerId of await split.sellersOfOpenCheckout(buyerId)) {
      const account = await sellerAccount({ sellerId });
      const found = account && (await payments.getPayment(paymentId, account));
      if (found) return { payment: found, via: sellerId };
    }
    return { payment: undefined, via: null };
  }

  async function confirm(
    paymentId: string,
    buyerId?: number,
    collectorId?: string,
  ): Promise<PaymentConfirmation> {
    const { payment, via } = await read(paymentId, buyerId, collectorId);
    if (!payment?.checkoutId || !UUID.test(payment.checkoutId)) throw notFound();
    const state = await purchases.readPaymentState(db, payment.checkoutId);
    // Another buyer's payment answers the same as an unknown one: nothing to learn from it.
    if (!state || (buyerId !== undefined && state.session.user_id !== buyerId)) throw notFound();
    if (state.session.provider !== payments.name) throw notFound();
    // A replay of the payment that made the sale (the buyer's return, a webhook retry): one read.
    if (payment.status === 'approved' && state.invoice?.payment_ref === payment.id) {
      return { status: 'approved', invoiceId: state.invoice.id, invoiceNumber: state.invoice.invoice_number };
    }
    return settle(state, payment, via);
  }

  return { confirm, settle };
}

export type PaymentVerification = ReturnType<typeof createPaymentVerification>;
export type ConfirmPayment = PaymentVerification['confirm'];
