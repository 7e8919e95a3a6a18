import type {
  AuditEntry,
  CreatePayoutBatchBody,
  PayableSeller,
  Payout,
  PayoutBatch,
  PayoutBatchPage,
} from '@bazar/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { queryRoots } from '../../../lib/query-keys';
import { moneyKeys } from './seller';

/* The back office's money requests: sellers to pay, payout batches and their decisions, the audit. */

interface PayableSellerPage {
  items: PayableSeller[];
  total: number;
  page: number;
  pageSize: number;
}

type PayableQuery = GridQuery & { minCents: number };

/** Sellers with an available balance of at least `minCents`. */
export const payableSellersQuery = (query: PayableQuery) =>
  queryOptions({
    queryKey: moneyKeys.payableSellers(query),
    queryFn: ({ signal }) =>
      apiRequest<PayableSellerPage>('/api/admin/payouts/sellers', {
        query: { page: query.page, pageSize: query.pageSize, minCents: query.minCents, q: query.q },
        signal,
      }),
  });

export function usePayableSellers(query: PayableQuery) {
  return useQuery({ ...payableSellersQuery(query), placeholderData: keepPreviousData });
}

export const batchesQuery = (query: GridQuery) =>
  queryOptions({
    queryKey: moneyKeys.batchList(query),
    queryFn: ({ signal }) =>
      apiRequest<PayoutBatchPage>('/api/admin/payouts/batches', {
        query: { page: query.page, pageSize: query.pageSize },
        signal,
      }),
  });

export function useBatches(query: GridQuery) {
  return useQuery({ ...batchesQuery(query), placeholderData: keepPreviousData });
}

export function useBatch(id: number) {
  return useQuery({
    queryKey: moneyKeys.batch(id),
    queryFn: ({ signal }) => apiRequest<PayoutBatch>(`/api/admin/payouts/batches/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Money moved: the payout screens, the audit and the dashboard's figures are asked again. */
function refreshMoney(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: moneyKeys.admin }),
    queryClient.invalidateQueries({ queryKey: queryRoots.adminDashboard }),
  ]);
}

export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePayoutBatchBody) =>
      apiRequest<PayoutBatch>('/api/admin/payouts/batches', { method: 'POST', body }),
    onSuccess: (batch) => {
      queryClient.setQueryData(moneyKeys.batch(batch.id), batch);
      return refreshMoney(queryClient);
    },
  });
}

/** 'Marcar pagado' (no note) or 'Marcar fallido' (with the administrator's note). */
export function useDecidePayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome, note }: { id: number; outcome: 'paid' | 'failed'; note?: string }) =>
      apiRequest<Payout>(`/api/admin/payouts/${id}/${outcome}`, {
        method: 'POST',
        body: outcome === 'failed' ? { note } : undefined,
      }),
    onSettled: () => refreshMoney(queryClient),
  });
}

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
