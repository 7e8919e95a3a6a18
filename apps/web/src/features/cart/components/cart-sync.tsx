import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../../../lib/auth-store';
import { followOtherTabs, useUserCartQuery } from '../api/get-cart';
import { cartKeys } from '../api/keys';
import { clearGuestCart } from '../cart-store';

/**
 * Mounted once in the layout: while signed in it keeps the server cart in the query cache
 * fresh; when the session ends (logout, 401, another tab) the cached cart goes and the guest
 * cart starts empty.
 */
export function CartSync() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  useUserCartQuery();
  useEffect(() => followOtherTabs(queryClient), [queryClient]);
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
