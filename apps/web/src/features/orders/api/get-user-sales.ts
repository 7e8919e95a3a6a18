import type { OrderPage, OrderSort } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { GridQuery } from '../../../lib/grid-query';
import { orderKeys } from './keys';

/** `page` is 1-based, as the API counts. */
export function getUserSales(
  page: number,
  pageSize: number,
  sort: OrderSort,
  signal?: AbortSignal,
  q?: string,
): Promise<OrderPage> {
  return apiRequest<OrderPage>('/api/sales/user', { query: { page, pageSize, sort, q }, signal });
}

/** `q` narrows the list to one order number ('Mi dinero' links a movement to its sale). */
export const userSalesQuery = (token: string, page: number, pageSize: number, sort: OrderSort, q?: string) =>
  queryOptions({
    queryKey: orderKeys.sales(token, page, pageSize, sort, q),
    queryFn: ({ signal }) => getUserSales(page, pageSize, sort, signal, q),
  });

/** A page of the list as the grid asks for it; unsorted means newest first. */
export function useUserSales({ page, pageSize, sort = 'date_desc', q }: GridQuery<OrderSort>) {
  const auth = useAuth();
  return useQuery({
    ...userSalesQuery(auth?.token ?? '', page, pageSize, sort, q),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}
