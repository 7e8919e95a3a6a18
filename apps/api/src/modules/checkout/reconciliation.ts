import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import type { PurchaseFinalizer } from './finalize-purchase.js';
import * as purchases from './purchase.repository.js';

/**
 * Finishes approved payments left without invoice (the sale failed after the payment was
 * recorded: the database went away, the process died). Runs the same idempotent finalization
 * as a delivery, so running it on several instances at once, or twice, still makes one invoice
 * (the checkout row lock and the unique invoice per checkout). A sale that can no longer go
 * through (sold out meanwhile) marks the payment 'refund_due' and is logged for a refund.
 */
export function createReconciliation(app: FastifyInstance, finalizer: PurchaseFinalizer) {
  return async function reconcile(olderThanSeconds = app.env.RECONCILE_AFTER_SECONDS, limit = 100) {
    let finalized = 0;
    for (const row of await purchases.findUnsettled(app.db, olderThanSeconds, limit)) {
      const state = await purchases.readPurchase(app.db, row.checkout_session_id);
      if (!state) continue;
      const payment = {
        id: row.provider_payment_id,
        status: 'approved' as const,
        amountCents: state.session.total_cents,
        currency: state.session.currency,
        checkoutId: row.checkout_session_id,
        raw: null,
      };
      try {
        const result = await finalizer.finalizeRecorded(row.checkout_session_id, row.id, payment);
        if (result.created) finalized += 1;
        app.log.info(
          { paymentId: row.provider_payment_id, invoice: result.invoiceNumber },
          'pago conciliado',
        );
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) {
          await purchases.markRefundDue(app.db, row.id);
          app.log.error(
            { paymentId: row.provider_payment_id },
            'pago aprobado sin venta posible: requiere reembolso',
          );
        } else {
          app.log.warn({ err: error, paymentId: row.provider_payment_id }, 'conciliación pendiente');
        }
      }
    }
    return finalized;
  };
}

export type Reconcile = ReturnType<typeof createReconciliation>;
