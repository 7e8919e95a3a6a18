import type { PurchaseState, RecordedPayment } from './purchase.repository.js';

/** Where a checkout stands once it is locked, with the payment recorded for it. */
export type PurchaseSituation = 'missing' | 'paymentUsed' | 'refunded' | 'sold' | 'open' | 'released';

/** The purchase's decision, from the locked checkout and the payment as recorded. */
export function purchaseSituation(
  checkoutId: string,
  state: PurchaseState | undefined,
  recorded: RecordedPayment,
): PurchaseSituation {
  if (!state) return 'missing';
  if (recorded.checkout_session_id !== checkoutId) return 'paymentUsed';
  if (recorded.status === 'refund_due') return 'refunded';
  if (state.session.status === 'approved') return 'sold';
  // Expired or rejected: its units went back to stock, the sale needs them again.
  return state.session.status === 'open' ? 'open' : 'released';
}
