import type { CheckoutData } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export function getCheckoutData(invoiceId: number, signal?: AbortSignal): Promise<CheckoutData> {
  return apiRequest<CheckoutData>('/api/orders/checkout', { query: { invoiceId }, signal });
}

export function useCheckoutData(invoiceId: number) {
  return useQuery({
    queryKey: checkoutKeys.data(invoiceId),
    queryFn: ({ signal }) => getCheckoutData(invoiceId, signal),
    enabled: Number.isInteger(invoiceId) && invoiceId > 0,
    retry: false,
  });
}
