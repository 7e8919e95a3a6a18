import type { CheckoutSession } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { checkoutKeys } from './keys';

/**
 * Opens the caller's checkout (or returns the open one): the cart snapshot with its stock reserved,
 * shipping to `addressId` (the default address when left out). Posting again with another address
 * while it is open only changes where it ships.
 */
export function openCheckout(
  addressId: number | undefined,
  delivery: Delivery = [],
  signal?: AbortSignal,
  coupons: string[] = [],
): Promise<CheckoutSession> {
  return apiRequest<CheckoutSession>('/api/checkout', {
    method: 'POST',
    body: {
      ...(addressId === undefined ? {} : { addressId }),
      ...(delivery.length ? { delivery } : {}),
      ...(coupons.length ? { coupons } : {}),
    },
    signal,
  });
}

/** Each seller's way of delivery, as the cart chose it (the server offers home when left out). */
type Delivery = { sellerId: number; method: 'home' | 'pickup' }[];

/** The refusal of a buyer with no address to ship to (or one that is gone): the modal asks for one. */
export function needsAddress(error: unknown): boolean {
  return isApiError(error, 400) && error.fieldMessage('addressId') !== undefined;
}

/**
 * Opened afresh each time the payment modal opens (the cart may have changed meanwhile) and
 * each time the buyer picks another address: a query although it reserves, so that one opening
 * sends one request, never cached.
 */
export function useOpenCheckout(
  enabled: boolean,
  addressId: number | undefined,
  delivery: Delivery = [],
  coupons: string[] = [],
) {
  const auth = useAuth();
  return useQuery({
    queryKey: [...checkoutKeys.session(auth?.token ?? '', addressId), delivery, coupons],
    queryFn: ({ signal }) => openCheckout(addressId, delivery, signal, coupons),
    enabled: enabled && Boolean(auth),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
