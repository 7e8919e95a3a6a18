import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearUserCart } from './api/get-cart';
import { cartKeys } from './api/keys';

/**
 * After a paid checkout the server cart is empty: empty the cached one and reload it, so
 * the header badge and /cart agree at once.
 */
export function useMarkCartPaid(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearUserCart(queryClient);
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }, [queryClient]);
}
