import { useAddToCart } from '../../features/cart';
import { WishlistPage as Wishlist } from '../../features/wishlist';

/** /myWishes: the wish list, whose 'Mover al carrito' adds through the cart. */
export function WishlistPage() {
  return <Wishlist addToCart={useAddToCart().add} />;
}
