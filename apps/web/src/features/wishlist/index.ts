/** What other features use of the wish list (never the page: it is lazy). */
export { useWishlistToggle } from './use-wishlist-toggle';
