import type { CheckoutDeps } from './checkout-deps.js';
import type { Purchase } from './purchase.js';
import * as purchases from './purchase.repository.js';

/**
 * Finishes approved payments left without invoice (the purchase's transaction failed after the
 * payment was recorded on its own: the database went away; or the process died). Each goes
 * through the same purchase as a delivery, whose recording of the payment is an upsert, so
 * running it on several instances at once, or twice, still makes one invoice (the checkout row
 * lock and the unique invoice per checkout). A sale that can no longer go through (sold out
 * meanwhile) is given back whole by the purchase (the money module's refund, once per payment).
 */
export interface ReconciliationDeps extends Pick<CheckoutDeps, 'db' | 'log'> {
  /** How long an approved payment may stay without invoice before it counts as left behind. */
  reconcileAfterSeconds: number;
}

export function createReconciliation(
  { db, log, reconcileAfterSeconds }: ReconciliationDeps,
  purchase: Purchase,
) {
  return async function reconcile(olderThanSeconds = reconcileAfterSeconds, limit = 100) {
    let finalized = 0;
    for (const row of await purchases.findUnsettled(db, olderThanSeconds, limit)) {
      // The payment as it was verified and recorded (its amount and currency were checked then).
      const payment = {
        id: row.provider_payment_id,
        status: 'approved' as const,
        amountCents: row.amount_cents,
        currency: row.currency,
        checkoutId: row.checkout_session_id,
        part: null,
        collectorId: null,
        feeCents: null,
        raw: null,
      };
      const result = await purchase(row.checkout_session_id, payment, row.provider).catch(
        (error: unknown) => {
          log.warn({ err: error, paymentId: row.provider_payment_id }, 'conciliación pendiente');
          return null;
        },
      );
      if (result?.outcome === 'sold') {
        if (result.created) finalized += 1;
        log.info({ paymentId: row.provider_payment_id, invoice: result.invoiceNumber }, 'pago conciliado');
      } else if (result?.outcome === 'unsold') {
        log.info({ paymentId: row.provider_payment_id }, 'pago aprobado sin venta posible: reembolsado');
      } else if (result) {
        log.warn({ paymentId: row.provider_payment_id, outcome: result.outcome }, 'conciliación pendiente');
      }
    }
    return finalized;
  };
}

export type Reconcile = ReturnType<typeof createReconciliation>;
