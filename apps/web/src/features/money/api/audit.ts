import type { AuditEntry } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { moneyKeys } from './keys';

interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** What administrators did with money, newest first (the server's only order). */
export const auditQuery = (query: GridQuery) =>
  queryOptions({
    queryKey: moneyKeys.audit(query),
    queryFn: ({ signal }) =>
      apiRequest<AuditPage>('/api/admin/money/audit', {
        query: { page: query.page, pageSize: query.pageSize },
        signal,
      }),
  });

export function useAudit(query: GridQuery) {
  return useQuery({ ...auditQuery(query), placeholderData: keepPreviousData });
}
