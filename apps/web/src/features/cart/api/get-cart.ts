import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { getUserCartVersion, saveUserCart } from '../cart-store';
import type { Cart } from '../types';
import { cartKeys } from './keys';

/** Reads the server cart and mirrors it locally, unless something newer was written meanwhile. */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const version = getUserCartVersion();
  const cart = await apiRequest<Cart>('/api/shoppingCart', { signal });
  if (version === getUserCartVersion()) saveUserCart(cart);
  return cart;
}

export const cartQueryOptions = (token: string) =>
  queryOptions({
    queryKey: cartKeys.user(token),
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 0,
  });

/** Keeps the mirror of the signed-in user's cart fresh; the screens read the mirror. */
export function useUserCartQuery() {
  const auth = useAuth();
  return useQuery({ ...cartQueryOptions(auth?.token ?? ''), enabled: Boolean(auth) });
}
