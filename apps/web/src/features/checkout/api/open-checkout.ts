import type { CheckoutSession } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { checkoutKeys } from './keys';

/** Opens the caller's checkout (or returns the open one): the cart snapshot with its stock reserved. */
export function openCheckout(signal?: AbortSignal): Promise<CheckoutSession> {
  return apiRequest<CheckoutSession>('/api/checkout', { method: 'POST', signal });
}

/**
 * Opened afresh each time the payment modal opens (the cart may have changed meanwhile): a query
 * although it reserves, so that one opening of the modal sends one request, never cached.
 */
export function useOpenCheckout(enabled: boolean) {
  const auth = useAuth();
  return useQuery({
    queryKey: checkoutKeys.session(auth?.token ?? ''),
    queryFn: ({ signal }) => openCheckout(signal),
    enabled: enabled && Boolean(auth),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
