import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Cart } from '../types';
import { storeUserCart } from './get-cart';

export function updateCartLine(id: number, quantity: number): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart', { method: 'PUT', body: { id, quantity } });
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => updateCartLine(id, quantity),
    onSuccess: (cart) => storeUserCart(queryClient, cart),
  });
}
