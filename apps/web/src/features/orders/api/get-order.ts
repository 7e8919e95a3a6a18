import type { OrderDetail } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { orderKeys } from './keys';

/** One order with its shipping address and history, for its seller or buyer (asked while `orderNumber` is set). */
export function useOrder(orderNumber: string | null) {
  const auth = useAuth();
  return useQuery({
    queryKey: orderKeys.detail(auth?.token ?? '', orderNumber ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<OrderDetail>(`/api/orders/${encodeURIComponent(orderNumber ?? '')}`, { signal }),
    enabled: Boolean(auth) && orderNumber !== null,
  });
}
