import * as checkout from '../modules/checkout/index.js';
import type { FlowContext } from './context.js';
import type { Purchase } from './purchase.js';

/**
 * Finishes approved payments left without invoice (the purchase's transaction failed after the
 * payment was recorded on its own: the database went away; or the process died). Steps, for each
 * such payment (checkout's `findUnsettled`, oldest first):
 *   1. take the payment as it was verified and recorded (its amount and currency checked then);
 *   2. run the purchase with it, like any door: it sells, finds the sale made, or gives it back
 *      whole when the sale can no longer go through (sold out meanwhile).
 * Idempotency: the purchase's (its upsert, the checkout's lock, the unique invoice), so running
 * it on several instances at once, or twice, still makes one invoice.
 */
export function createReconciliation(ctx: FlowContext, purchase: Purchase) {
  const { db, log } = ctx;
  return async function reconcile(olderThanSeconds = ctx.env.RECONCILE_AFTER_SECONDS, limit = 100) {
    let finalized = 0;
    for (const row of await checkout.findUnsettled(db, olderThanSeconds, limit)) {
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
