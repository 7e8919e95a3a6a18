import type { OrderDetail, OrderPage, OrderStatus } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { orderKeys } from './keys';

type OrdersQuery = GridQuery & { status?: OrderStatus | undefined };

export const adminOrdersQuery = (query: OrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.adminList(query),
    queryFn: ({ signal }) => apiRequest<OrderPage>('/api/orders/all', { query: { ...query }, signal }),
  });

export function useAdminOrders(query: OrdersQuery) {
  return useQuery({ ...adminOrdersQuery(query), placeholderData: keepPreviousData });
}

export function useAdminOrder(orderNumber: string) {
  return useQuery({
    queryKey: orderKeys.adminDetail(orderNumber),
    queryFn: ({ signal }) =>
      apiRequest<OrderDetail>(`/api/orders/${encodeURIComponent(orderNumber)}`, { signal }),
    enabled: orderNumber.length > 0,
  });
}
