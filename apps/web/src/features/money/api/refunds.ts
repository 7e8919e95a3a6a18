import type { OrderRefunds, RefundBody } from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ORDER_STATUS_VIEWS } from '../../../lib/query-keys';
import { moneyKeys } from './keys';

const refundsPath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}/refunds`;

/** What an order's refunds add up to and what may still be refunded; asked only while `orderNumber` is set. */
export function useOrderRefunds(orderNumber: string | null) {
  return useQuery({
    queryKey: moneyKeys.refunds(orderNumber ?? ''),
    queryFn: ({ signal }) => apiRequest<OrderRefunds>(refundsPath(orderNumber ?? ''), { signal }),
    enabled: orderNumber !== null,
    // What remains refundable must be the server's word of now, not of a minute ago.
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
    onSuccess: (answer) => {
      queryClient.setQueryData(moneyKeys.refunds(answer.orderNumber), answer);
      return Promise.all(ORDER_STATUS_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
