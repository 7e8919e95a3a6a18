import type { InvoicePage, OrderSort } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { GridQuery } from '../../../lib/grid-query';
import { invoiceKeys } from './keys';

/** `page` is 1-based, as the API counts. */
export function getUserInvoices(
  page: number,
  pageSize: number,
  sort: OrderSort,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  return apiRequest<InvoicePage>('/api/invoice/user', { query: { page, pageSize, sort }, signal });
}

export const userInvoicesQuery = (token: string, page: number, pageSize: number, sort: OrderSort) =>
  queryOptions({
    queryKey: invoiceKeys.user(token, page, pageSize, sort),
    queryFn: ({ signal }) => getUserInvoices(page, pageSize, sort, signal),
  });

/** A page of the list as the grid asks for it; unsorted means newest first. */
export function useUserInvoices({ page, pageSize, sort = 'date_desc' }: GridQuery<OrderSort>) {
  const auth = useAuth();
  return useQuery({
    ...userInvoicesQuery(auth?.token ?? '', page, pageSize, sort),
    enabled: Boolean(auth),
    // The grid keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
