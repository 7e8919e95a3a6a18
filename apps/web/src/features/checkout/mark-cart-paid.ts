import type { QueryClient } from '@tanstack/react-query';
import { clearUserCart } from '../cart';

/**
 * After a paid checkout the server cart is empty: drop the local mirror and reload the cart, so
 * the header badge and /cart agree at once.
 */
export function markCartPaid(queryClient: QueryClient): void {
  clearUserCart();
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
}
