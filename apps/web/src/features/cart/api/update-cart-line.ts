import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveUserCart } from '../cart-store';
import type { Cart } from '../types';

export function updateCartLine(id: number, quantity: number): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart', { method: 'PUT', body: { id, quantity } });
}

export function useUpdateCartLine() {
  return useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) => updateCartLine(id, quantity),
    onSuccess: saveUserCart,
  });
}
