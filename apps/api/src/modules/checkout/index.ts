/**
 * Checkout: owns `checkout_sessions`, `checkout_lines` and `payments`. Turns a cart into a
 * reservation, a verified payment into an invoice with its orders (written in the payment's
 * transaction, which also clears the cart), and settles what was left unfinished (expired
 * reservations, approved payments without invoice).
 */
export { registerCheckout } from './checkout.plugin.js';
