import type { OrderRefunds, RefundBody } from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderPath } from '../../../lib/order';
import { ORDER_STATUS_VIEWS } from '../../../lib/query-keys';
import { orderKeys } from './keys';

const refundsPath = (orderNumber: string) => `${orderPath(orderNumber)}/refunds`;

/**
 * What an order's refunds add up to and what may still be refunded; asked only while
 * `orderNumber` is set. Each opening of the refund dialog has its own entry: what remains
 * refundable is the server's word of that moment, never the answer of a minute ago.
 */
export function useOrderRefunds(orderNumber: string | null, opening: number) {
  return useQuery({
    queryKey: orderKeys.refunds(orderNumber ?? '', opening),
    queryFn: ({ signal }) => apiRequest<OrderRefunds>(refundsPath(orderNumber ?? ''), { signal }),
    enabled: orderNumber !== null,
    staleTime: 0,
  });
}

/**
 * POST …/refunds. Every view of orders (the seller's sales, the buyer's invoices, the back
 * office) and of money is refetched before the refund counts as done.
 */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, body }: { orderNumber: string; body: RefundBody }) =>
      apiRequest<OrderRefunds>(refundsPath(orderNumber), { method: 'POST', body }),
    onSuccess: () =>
      Promise.all(ORDER_STATUS_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
