import type { InvoicePage } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { invoiceKeys } from './keys';

export const adminInvoicesQuery = (query: GridQuery) =>
  queryOptions({
    queryKey: invoiceKeys.adminList(query),
    queryFn: ({ signal }) => apiRequest<InvoicePage>('/api/invoice/all', { query: { ...query }, signal }),
  });

export function useAdminInvoices(query: GridQuery) {
  return useQuery({ ...adminInvoicesQuery(query), placeholderData: keepPreviousData });
}
