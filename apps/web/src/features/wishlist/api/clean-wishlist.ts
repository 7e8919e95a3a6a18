import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Wishlist } from '../types';
import { wishlistKeys } from './keys';

export function cleanWishlist(): Promise<Wishlist> {
  return apiRequest<Wishlist>('/api/wishlist/clean', { method: 'DELETE' });
}

export function useCleanWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
