import { useAuth } from '../../lib/auth-store';
import { useUserCartQuery } from './api/get-cart';
import { guestUnits, useGuestCart } from './cart-store';

/** Units in the cart: the server cart's when signed in, the local lines' otherwise. */
export function useCartCount(): number {
  const auth = useAuth();
  const guest = useGuestCart();
  const user = useUserCartQuery();
  return auth ? (user.data?.units ?? 0) : guestUnits(guest);
}
