import type { OrderLine, OrderStatus } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ORDER_STATUS_VIEWS } from '../../../lib/query-keys';

export function updateOrderStatus(orderNumber: string, status: OrderStatus): Promise<OrderLine> {
  return apiRequest<OrderLine>(`/api/orders/${encodeURIComponent(orderNumber)}/status`, {
    method: 'PUT',
    body: { status },
  });
}

/**
 * The one status change (seller, buyer and back office): everything that shows an order's
 * status is refetched before the change counts as done.
 */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, status }: { orderNumber: string; status: OrderStatus }) =>
      updateOrderStatus(orderNumber, status),
    onSuccess: () =>
      Promise.all(ORDER_STATUS_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
