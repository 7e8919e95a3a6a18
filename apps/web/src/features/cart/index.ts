/** What other features and the layout use of the cart (never the pages: those are lazy). */

export { CartSync } from './components/cart-sync';
export { useMarkCartPaid } from './mark-cart-paid';
export { useAddToCart } from './use-add-to-cart';
export { useCartCount } from './use-cart-count';
