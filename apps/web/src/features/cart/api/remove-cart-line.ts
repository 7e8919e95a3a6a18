import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Cart } from '../types';
import { storeUserCart } from './get-cart';

export function removeCartLine(id: number): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart', { method: 'DELETE', body: { id } });
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartLine, onSuccess: (cart) => storeUserCart(queryClient, cart) });
}
