import type { InvoicePage, OrderDetail, OrderPage, OrderStatus } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { adminKeys } from './keys';

type OrdersQuery = GridQuery & { status?: OrderStatus | undefined };

export const adminOrdersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: adminKeys.orderList(query),
    queryFn: ({ signal }) => apiRequest<OrderPage>('/api/orders/all', { query: { ...query }, signal }),
  });

export function useAdminOrders(query: OrdersQuery) {
  return useQuery({ ...adminOrdersQuery(query), placeholderData: keepPreviousData });
}

export function useAdminOrder(orderNumber: string) {
  return useQuery({
    queryKey: adminKeys.order(orderNumber),
    queryFn: ({ signal }) =>
      apiRequest<OrderDetail>(`/api/orders/${encodeURIComponent(orderNumber)}`, { signal }),
    enabled: orderNumber.length > 0,
  });
}

export const adminInvoicesQuery = (query: GridQuery) =>
  queryOptions({
    queryKey: adminKeys.invoiceList(query),
    queryFn: ({ signal }) => apiRequest<InvoicePage>('/api/invoice/all', { query: { ...query }, signal }),
  });

export function useAdminInvoices(query: GridQuery) {
  return useQuery({ ...adminInvoicesQuery(query), placeholderData: keepPreviousData });
}
