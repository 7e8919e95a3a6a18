import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { WishlistAdded } from '../types';
import { wishlistKeys } from './keys';

export function addWishlistItem(productId: number): Promise<WishlistAdded> {
  return apiRequest('/api/wishlist', { method: 'POST', body: { productId } });
}

export function useAddWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWishlistItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
  });
}
