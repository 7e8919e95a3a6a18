import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Cart } from '../types';
import { storeUserCart } from './get-cart';

export function cleanCart(): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart/clean', { method: 'DELETE' });
}

export function useCleanCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cleanCart, onSuccess: (cart) => storeUserCart(queryClient, cart) });
}
