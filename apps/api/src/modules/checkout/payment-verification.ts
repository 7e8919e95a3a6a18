import { CHECKOUT_MSG, type PaymentConfirmation } from '@bazar/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import * as repo from './checkout.repository.js';
import type { CheckoutSessions } from './checkout-session.service.js';
import { recordPayment } from './finalize.repository.js';
import { finalizePurchase } from './finalize-purchase.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => AppError.notFound(CHECKOUT_MSG.paymentNotFound);

/**
 * Acts on a payment id only after asking the provider itself: a payment counts when it is
 * approved, for one of our checkouts (of this buyer, when a buyer asks), for exactly the
 * server-side amount and currency. A rejected payment releases its checkout's reservation.
 */
export function createPaymentVerification(app: FastifyInstance, sessions: CheckoutSessions) {
  return async function confirmPayment(paymentId: string, buyerId?: number): Promise<PaymentConfirmation> {
    const payment = await app.payments.getPayment(paymentId);
    if (!payment?.checkoutId || !UUID.test(payment.checkoutId)) throw notFound();
    const session = await repo.findSession(app.db, payment.checkoutId);
    // Another buyer's payment answers the same as an unknown one: nothing to learn from it.
    if (!session || (buyerId !== undefined && session.user_id !== buyerId)) throw notFound();
    if (session.provider !== app.payments.name) throw notFound();

    if (payment.status === 'rejected') {
      const released = await app.db.transaction((tx) => sessions.release(tx, session.id, 'rejected'));
      if (released) app.catalogChanged();
      return { status: 'rejected', invoiceId: null, invoiceNumber: null };
    }
    if (payment.status !== 'approved') {
      if (payment.status === 'pending') {
        // Kept on record so POST /api/invoice can ask again once the provider approves it.
        await recordPayment(app.db, app.payments.name, session.id, payment);
        return { status: 'pending', invoiceId: null, invoiceNumber: null };
      }
      throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
    }
    if (payment.amountCents !== session.total_cents || payment.currency !== session.currency) {
      app.log.warn({ paymentId, checkoutId: session.id }, 'pago con importe o moneda distintos a la compra');
      throw new AppError(409, CHECKOUT_MSG.paymentMismatch);
    }
    const { invoiceId, invoiceNumber } = await finalizePurchase(app, session.id, payment);
    return { status: 'approved', invoiceId, invoiceNumber };
  };
}

export type ConfirmPayment = ReturnType<typeof createPaymentVerification>;
