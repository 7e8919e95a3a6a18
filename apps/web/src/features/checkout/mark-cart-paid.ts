import type { QueryClient } from '@tanstack/react-query';
import { CART_QUERY_KEY, clearUserCart } from '../cart';

/**
 * After a paid checkout the server cart is empty: empty the cached one and reload it, so
 * the header badge and /cart agree at once.
 */
export function markCartPaid(queryClient: QueryClient): void {
  clearUserCart(queryClient);
  void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
}
