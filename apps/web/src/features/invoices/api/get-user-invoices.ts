import type { InvoicePage, OrderSort } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
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

export function useUserInvoices(page: number, pageSize: number, sort: OrderSort) {
  const auth = useAuth();
  return useQuery({
    ...userInvoicesQuery(auth?.token ?? '', page, pageSize, sort),
    enabled: Boolean(auth),
    // The grid keeps the current rows on screen while the next page loads.
    placeholderData: keepPreviousData,
  });
}
