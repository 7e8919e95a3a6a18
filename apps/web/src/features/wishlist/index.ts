/** What other features use of the wish list (never the page: it is lazy). */
export { useAddToWishlist } from './use-add-to-wishlist';
