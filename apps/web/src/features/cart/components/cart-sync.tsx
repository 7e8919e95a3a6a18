import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { onSignIn, onSignOut } from '../../../lib/session-tasks';
import { clearUserCart, followOtherTabs, useUserCartQuery } from '../api/get-cart';
import { cartKeys } from '../api/keys';
import { clearGuestCart } from '../cart-store';

// The merge runs once per sign-in: its code stays off the first load and arrives with it.
const loadMerge = () => import('../api/merge-guest-cart');

/**
 * Mounted once in the layout: while signed in it keeps the server cart in the query cache
 * fresh; a sign-in waits for the guest cart to merge into the server cart (the purchase that
 * asked for it goes on with the merged cart); when the session ends (logout, 401, another tab)
 * the cached cart goes and the guest cart starts empty.
 */
export function CartSync() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  useUserCartQuery();
  useEffect(() => followOtherTabs(queryClient), [queryClient]);
  useEffect(() => onSignIn(async () => (await loadMerge()).syncCartAfterLogin(queryClient)), [queryClient]);
  // This tab's own sign-out empties the badge at once, before the effect below sees the session gone.
  useEffect(
    () =>
      onSignOut(() => {
        clearUserCart(queryClient);
        clearGuestCart();
      }),
    [queryClient],
  );
  const previousToken = useRef(auth?.token);
  useEffect(() => {
    if (previousToken.current && !auth) {
      queryClient.removeQueries({ queryKey: cartKeys.all });
      clearGuestCart();
    }
    previousToken.current = auth?.token;
  }, [auth, queryClient]);
  return null;
}
