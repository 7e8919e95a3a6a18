import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAuth, useAuth } from '../../../lib/auth-store';
import { type Cart, EMPTY_CART } from '../types';
import { cartKeys } from './keys';

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiRequest<Cart>('/api/shoppingCart', { signal });
}

export const cartQueryOptions = (token: string) =>
  queryOptions({
    queryKey: cartKeys.user(token),
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 0,
  });

/** The signed-in user's cart: it lives only in the query cache, under the session's key. */
export function useUserCartQuery() {
  const auth = useAuth();
  return useQuery({ ...cartQueryOptions(auth?.token ?? ''), enabled: Boolean(auth) });
}

/** Reads the server cart into the cache now (after a sign-in or a merge). */
export async function reloadUserCart(queryClient: QueryClient): Promise<void> {
  const auth = getAuth();
  if (auth) await queryClient.fetchQuery(cartQueryOptions(auth.token));
}

// Other tabs of the same session follow this one's cart changes at once.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('bazar.cart');

async function putInCache(queryClient: QueryClient, cart: Cart): Promise<void> {
  const auth = getAuth();
  if (!auth) return;
  const queryKey = cartKeys.user(auth.token);
  // A read that started before this write would otherwise land after it with the older cart.
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, cart);
}

/** The cart a write answered with is the cart: it replaces the cached one here and in other tabs. */
export async function storeUserCart(queryClient: QueryClient, cart: Cart): Promise<void> {
  await putInCache(queryClient, cart);
  channel?.postMessage(cart);
}

/** Takes the carts other tabs store into this tab's cache; returns the unsubscribe. */
export function followOtherTabs(queryClient: QueryClient): () => void {
  const onMessage = (event: MessageEvent<Cart>) => void putInCache(queryClient, event.data);
  channel?.addEventListener('message', onMessage);
  return () => channel?.removeEventListener('message', onMessage);
}

/** Empties the cached server cart at once: after a paid checkout, or as the session ends. */
export function clearUserCart(queryClient: QueryClient): void {
  queryClient.setQueriesData<Cart>({ queryKey: [...cartKeys.all, 'user'] }, EMPTY_CART);
}
