import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveUserCart } from '../cart-store';
import type { Cart } from '../types';

export function cleanCart(): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart/clean', { method: 'DELETE' });
}

export function useCleanCart() {
  return useMutation({ mutationFn: cleanCart, onSuccess: saveUserCart });
}
