/** What the app uses of the wish list: the product detail's heart, and the list's screen (composed with the cart). */
export { WishlistButton } from './components/wishlist-button';
export { WishlistPage } from './pages/wishlist-page';
