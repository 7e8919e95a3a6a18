import type { OrderLine, OrderStatus } from '@bazar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices/api/keys';
import { orderKeys } from './keys';

export function updateOrderStatus(orderNumber: string, status: OrderStatus): Promise<OrderLine> {
  return apiRequest<OrderLine>(`/api/orders/${encodeURIComponent(orderNumber)}/status`, {
    method: 'PUT',
    body: { status },
  });
}

/** A status shows in sales, invoices and the admin's orders: all of them are refetched. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderNumber, status }: { orderNumber: string; status: OrderStatus }) =>
      updateOrderStatus(orderNumber, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
      ]),
  });
}
