import { useAuth } from '../../lib/auth-store';
import { guestUnits, useGuestCart, useUserCart } from './cart-store';

/** Units in the cart: the server cart's when signed in, the local lines' otherwise. */
export function useCartCount(): number {
  const auth = useAuth();
  const guest = useGuestCart();
  const user = useUserCart();
  return auth ? (user?.units ?? 0) : guestUnits(guest);
}
