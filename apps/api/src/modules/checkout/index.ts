/**
 * Checkout: owns `checkout_sessions`, `checkout_lines` and `payments`. Turns a cart into a
 * reservation, a verified payment into a sale (purchase.ts: the invoice, orders, ledger entries,
 * cart and outbox written by their owners in the payment's transaction), and settles what was
 * left unfinished (expired reservations, approved payments without invoice).
 */
export { registerCheckout } from './checkout.plugin.js';
