/** What other features and the layout use of the cart (never the pages: those are lazy). */
export { clearUserCart } from './api/get-cart';
export { CART_QUERY_KEY } from './api/keys';
export { syncCartAfterLogin } from './api/merge-guest-cart';
export { clearGuestCart } from './cart-store';
export { CartSync } from './components/cart-sync';
export { useAddToCart } from './use-add-to-cart';
export { useCartCount } from './use-cart-count';
