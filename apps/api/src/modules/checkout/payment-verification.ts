import { CHECKOUT_MSG, type PaymentConfirmation } from '@bazar/shared';
import { AppError } from '../../platform/errors/app-error.js';
import type { ProviderPayment } from '../../platform/payments/provider.js';
import type { CheckoutDeps } from './checkout-deps.js';
import type { CheckoutSessions } from './checkout-session.service.js';
import type { PurchaseFinalizer } from './finalize-purchase.js';
import * as purchases from './purchase.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => AppError.notFound(CHECKOUT_MSG.paymentNotFound);

/**
 * Acts on a payment only as its provider reports it: a payment counts when it is approved, for
 * one of our checkouts (of this buyer, when a buyer asks), for exactly the server-side amount
 * and currency. A rejected payment releases its checkout's reservation. The sandbox page calls
 * `settle` in-process with the payment it just made; webhooks and /ResponseMP call `confirm`,
 * which asks the provider first.
 */
export function createPaymentVerification(
  { db, log, payments, productsChanged }: CheckoutDeps,
  sessions: CheckoutSessions,
  finalizer: PurchaseFinalizer,
) {
  async function settle(
    state: purchases.PaymentState,
    payment: ProviderPayment,
  ): Promise<PaymentConfirmation> {
    const { session } = state;
    if (payment.status === 'rejected') {
      const released = await db.transaction((tx) => sessions.release(tx, session.id, 'rejected'));
      productsChanged(released);
      return { status: 'rejected', invoiceId: null, invoiceNumber: null };
    }
    if (payment.status === 'pending') {
      // Kept on record so POST /api/invoice (or reconciliation) can ask again once approved.
      await finalizer.recordPayment(session.id, payment);
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
    // A replay of a finished purchase: answered from the read above, nothing written.
    if (state.invoice && session.status === 'approved') {
      const recorded = await finalizer.recordPayment(session.id, payment);
      if (recorded.checkout_session_id !== session.id) throw new AppError(409, CHECKOUT_MSG.paymentUsed);
      if (!recorded.settled) await purchases.settlePayment(db, recorded.id);
      return { status: 'approved', invoiceId: state.invoice.id, invoiceNumber: state.invoice.invoice_number };
    }
    const sale = await finalizer.finalize(session.id, payment);
    // Recorded but not yet invoiced (reconciliation will): the buyer's screen keeps asking.
    if (!sale) return { status: 'pending', invoiceId: null, invoiceNumber: null };
    return { status: 'approved', invoiceId: sale.invoiceId, invoiceNumber: sale.invoiceNumber };
  }

  async function confirm(paymentId: string, buyerId?: number): Promise<PaymentConfirmation> {
    const payment = await payments.getPayment(paymentId);
    if (!payment?.checkoutId || !UUID.test(payment.checkoutId)) throw notFound();
    const state = await purchases.readPaymentState(db, payment.checkoutId);
    // Another buyer's payment answers the same as an unknown one: nothing to learn from it.
    if (!state || (buyerId !== undefined && state.session.user_id !== buyerId)) throw notFound();
    if (state.session.provider !== payments.name) throw notFound();
    // A replay of the payment that made the sale (the buyer's return, a webhook retry): one read.
    if (payment.status === 'approved' && state.invoice?.payment_ref === payment.id) {
      return { status: 'approved', invoiceId: state.invoice.id, invoiceNumber: state.invoice.invoice_number };
    }
    return settle(state, payment);
  }

  return { confirm, settle };
}

export type PaymentVerification = ReturnType<typeof createPaymentVerification>;
export type ConfirmPayment = PaymentVerification['confirm'];
