import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type Cart, EMPTY_CART, type LocalCartLine } from '../types';
import { cartKeys } from './keys';

/** The guest's lines with the current names, images, prices, discounts and stock. */
export function getGuestCart(lines: LocalCartLine[], signal?: AbortSignal): Promise<Cart> {
  if (lines.length === 0) return Promise.resolve(EMPTY_CART);
  return apiRequest<Cart>('/api/shoppingCart/guest', { method: 'POST', body: { lines }, signal });
}

export const guestCartQueryOptions = (lines: LocalCartLine[]) =>
  queryOptions({
    queryKey: cartKeys.guest(lines),
    queryFn: ({ signal }) => getGuestCart(lines, signal),
    placeholderData: keepPreviousData,
  });

export function useGuestCartDetails(lines: LocalCartLine[], enabled: boolean) {
  return useQuery({ ...guestCartQueryOptions(lines), enabled });
}
