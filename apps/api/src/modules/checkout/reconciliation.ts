import { AppError } from '../../platform/errors/app-error.js';
import type { CheckoutDeps } from './checkout-deps.js';
import type { PurchaseFinalizer } from './finalize-purchase.js';
import * as purchases from './purchase.repository.js';

/**
 * Finishes approved payments left without invoice (the sale failed after the payment was
 * recorded: the database went away, the process died). Runs the same idempotent finalization
 * as a delivery, so running it on several instances at once, or twice, still makes one invoice
 * (the checkout row lock and the unique invoice per checkout). A sale that can no longer go
 * through (sold out meanwhile) marks the payment 'refund_due' and refunds it whole through the
 * provider (the money module's refund, once per payment).
 */
export interface ReconciliationDeps extends Pick<CheckoutDeps, 'db' | 'log'> {
  /** How long an approved payment may stay without invoice before it counts as left behind. */
  reconcileAfterSeconds: number;
  /** Gives back a payment whose sale could not go through, whole and once. */
  refundUnsold(paymentRowId: number, amountCents: number): Promise<void>;
}

export function createReconciliation(
  { db, log, reconcileAfterSeconds, refundUnsold }: ReconciliationDeps,
  finalizer: PurchaseFinalizer,
) {
  return async function reconcile(olderThanSeconds = reconcileAfterSeconds, limit = 100) {
    let finalized = 0;
    for (const row of await purchases.findUnsettled(db, olderThanSeconds, limit)) {
      const state = await purchases.readPaymentState(db, row.checkout_session_id);
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
        log.info({ paymentId: row.provider_payment_id, invoice: result.invoiceNumber }, 'pago conciliado');
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) {
          await purchases.markRefundDue(db, row.id);
          log.error({ paymentId: row.provider_payment_id }, 'pago aprobado sin venta posible: se reembolsa');
          await refundUnsold(row.id, payment.amountCents);
        } else {
          log.warn({ err: error, paymentId: row.provider_payment_id }, 'conciliación pendiente');
        }
      }
    }
    return finalized;
  };
}

export type Reconcile = ReturnType<typeof createReconciliation>;
