import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Wishlist } from '../types';
import { wishlistKeys } from './keys';

export function removeWishlistItem(id: number): Promise<Wishlist> {
  return apiRequest<Wishlist>('/api/wishlist', { method: 'DELETE', body: { id } });
}

export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWishlistItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
