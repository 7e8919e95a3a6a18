import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearGuestCart, getGuestCart, getMergeId, setGuestCart } from '../cart-store';
import type { Cart, LocalCartLine } from '../types';
import { reloadUserCart, storeUserCart } from './get-cart';

export function mergeGuestCart(mergeId: string, lines: LocalCartLine[]): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart/addGuest', { method: 'POST', body: { mergeId, lines } });
}

/**
 * Right after a sign-in: the guest cart goes to the server, then the server cart is
 * the one shown. The merge id stays with the guest cart until the merge succeeds, so a retry
 * after a lost answer does not add the units twice.
 */
export async function syncCartAfterLogin(queryClient: QueryClient): Promise<void> {
  const lines = getGuestCart();
  if (lines.length === 0) {
    await reloadUserCart(queryClient);
    return;
  }
  let mergeId = getMergeId();
  if (!mergeId) {
    setGuestCart(lines);
    mergeId = getMergeId() ?? crypto.randomUUID();
  }
  await storeUserCart(queryClient, await mergeGuestCart(mergeId, lines));
  clearGuestCart();
  // The merge answers the merged cart; read it again so the cache holds what the server keeps.
  await reloadUserCart(queryClient);
}
