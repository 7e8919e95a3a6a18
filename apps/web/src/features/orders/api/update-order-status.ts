import type { CancelOrderBody, OrderLine, UpdateOrderStatusBody } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ORDER_STATUS_VIEWS } from '../../../lib/query-keys';

const orderPath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`;

/** 'shipped' with the carrier and tracking number (the seller), or 'received' (the buyer). */
export function updateOrderStatus(orderNumber: string, body: UpdateOrderStatusBody): Promise<OrderLine> {
  return apiRequest<OrderLine>(`${orderPath(orderNumber)}/status`, { method: 'PUT', body });
}

/** Everything that shows an order's status is refetched before a change counts as done. */
function useRefreshOrderViews() {
  const queryClient = useQueryClient();
  return () => Promise.all(ORDER_STATUS_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The one status change (seller, buyer and back office). */
export function useUpdateOrderStatus() {
  const refresh = useRefreshOrderViews();
  return useMutation({
    mutationFn: ({ orderNumber, body }: { orderNumber: string; body: UpdateOrderStatusBody }) =>
      updateOrderStatus(orderNumber, body),
    onSuccess: refresh,
  });
}

/** The seller (before shipping) or an administrator cancels: the buyer is refunded in full. */
export function useCancelOrder() {
  const refresh = useRefreshOrderViews();
  return useMutation({
    mutationFn: ({ orderNumber, body }: { orderNumber: string; body: CancelOrderBody }) =>
      apiRequest<OrderLine>(`${orderPath(orderNumber)}/cancel`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}
