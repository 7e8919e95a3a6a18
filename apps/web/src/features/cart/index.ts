/**
 * What the app uses of the cart: the header's count and the layout's sync, the cart's screen (the
 * app composes it with the checkout), 'Agregar al carrito' for the product views and the wish
 * list, and what a paid checkout does to the cart.
 */
export { AddToCartButton, QuickAddButton } from './components/add-to-cart-buttons';
export { CartSync } from './components/cart-sync';
export { useMarkCartPaid } from './mark-cart-paid';
export { CartPage } from './pages/cart-page';
export { useAddToCart } from './use-add-to-cart';
export { useCartCount } from './use-cart-count';
