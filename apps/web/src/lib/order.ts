import type { OrderDetail, OrderLine, UpdateOrderStatusBody } from '@bazar/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAuth } from './auth-store';
import { ORDER_STATUS_VIEWS, queryRoots } from './query-keys';

/*
 * One order as several features read and move it: the seller's sale (orders) and the claim form's
 * check of its buyer (claims) read it; the seller ships it (orders), the buyer confirms it from an
 * invoice (invoices), the back office does either. One status change, and one rule for what it
 * refreshes.
 */

export const orderPath = (orderNumber: string) => `/api/orders/${encodeURIComponent(orderNumber)}`;

export const orderDetailKey = (token: string, orderNumber: string) =>
  [...queryRoots.orders, 'detail', token, orderNumber] as const;

/** One order with its shipping address and history, for its seller or buyer (asked while `orderNumber` is set). */
export function useOrder(orderNumber: string | null) {
  const auth = useAuth();
  return useQuery({
    queryKey: orderDetailKey(auth?.token ?? '', orderNumber ?? ''),
    queryFn: ({ signal }) => apiRequest<OrderDetail>(orderPath(orderNumber ?? ''), { signal }),
    enabled: Boolean(auth) && orderNumber !== null,
  });
}

/** 'shipped' with the carrier and tracking number (the seller), or 'received' (the buyer). */
export function updateOrderStatus(orderNumber: string, body: UpdateOrderStatusBody): Promise<OrderLine> {
  return apiRequest<OrderLine>(`${orderPath(orderNumber)}/status`, { method: 'PUT', body });
}

/** Everything that shows an order's status is refetched before a change counts as done. */
export function useRefreshOrderViews() {
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
