/** What the app uses of the wish list: the product views' heart, and the list's screen (composed with the cart). */
export { WishlistPage } from './pages/wishlist-page';
export { useWishlistToggle } from './use-wishlist-toggle';
