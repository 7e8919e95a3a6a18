import type { PaymentConfirmation } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** The server asks the provider itself and, when approved, finalizes the purchase. */
export function confirmPayment(paymentId: string, signal?: AbortSignal): Promise<PaymentConfirmation> {
  return apiRequest<PaymentConfirmation>('/api/paymentIdPM', { query: { payment_id: paymentId }, signal });
}

export function useConfirmPayment(paymentId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.confirmation(paymentId ?? ''),
    queryFn: ({ signal }) => confirmPayment(paymentId ?? '', signal),
    enabled: Boolean(paymentId),
    retry: false,
    // A pending payment may be approved in a moment: ask again every few seconds.
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 5000 : false),
  });
}
