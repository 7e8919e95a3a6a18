import { useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { useUserCartQuery } from '../api/get-cart';
import { clearGuestCart, clearUserCart } from '../cart-store';

/**
 * Mounted once in the layout: while signed in it keeps the local mirror of the server cart
 * fresh; when the session ends (logout, 401, another tab) the mirror goes and the guest cart
 * starts empty.
 */
export function CartSync() {
  const auth = useAuth();
  useUserCartQuery();
  const previousToken = useRef(auth?.token);
  useEffect(() => {
    if (previousToken.current && !auth) {
      clearUserCart();
      clearGuestCart();
    }
    previousToken.current = auth?.token;
  }, [auth]);
  return null;
}
