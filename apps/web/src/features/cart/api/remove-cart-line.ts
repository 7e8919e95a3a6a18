import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveUserCart } from '../cart-store';
import type { Cart } from '../types';

export function removeCartLine(id: number): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart', { method: 'DELETE', body: { id } });
}

export function useRemoveCartLine() {
  return useMutation({ mutationFn: removeCartLine, onSuccess: saveUserCart });
}
