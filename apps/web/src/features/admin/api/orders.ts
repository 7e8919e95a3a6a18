import type { InvoicePage, OrderDetail, OrderLine, OrderPage, OrderStatus } from '@bazar/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, type GridQuery } from './keys';

export function useAdminOrders(query: GridQuery & { status?: OrderStatus | undefined }) {
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: ({ signal }) => apiRequest<OrderPage>('/api/orders/all', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(orderNumber: string) {
  return useQuery({
    queryKey: adminKeys.order(orderNumber),
    queryFn: ({ signal }) =>
      apiRequest<OrderDetail>(`/api/orders/${encodeURIComponent(orderNumber)}`, { signal }),
    enabled: orderNumber.length > 0,
  });
}

export function updateOrderStatus({ orderNumber, status }: { orderNumber: string; status: OrderStatus }) {
  return apiRequest<OrderLine>(`/api/orders/${encodeURIComponent(orderNumber)}/status`, {
    method: 'PUT',
    body: { status },
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}

export function useAdminInvoices(query: GridQuery) {
  return useQuery({
    queryKey: adminKeys.invoiceList(query),
    queryFn: ({ signal }) => apiRequest<InvoicePage>('/api/invoice/all', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
