import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { Wishlist } from '../types';
import { wishlistKeys } from './keys';

export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return apiRequest<Wishlist>('/api/wishlist', { signal });
}

export const wishlistQueryOptions = (token: string) =>
  queryOptions({ queryKey: wishlistKeys.list(token), queryFn: ({ signal }) => getWishlist(signal) });

export function useWishlist() {
  const auth = useAuth();
  return useQuery({ ...wishlistQueryOptions(auth?.token ?? ''), enabled: Boolean(auth) });
}
