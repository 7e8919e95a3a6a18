import type { PurchasePage } from '@bazar/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { orderKeys } from './keys';

/**
 * One page of 'Mis compras' (1-based, newest first). Under the orders' root, so a status change,
 * a refund or a claim refreshes it like every other view of an order.
 */
export function usePurchases(page: number, pageSize: number) {
  const auth = useAuth();
  const token = auth?.token ?? '';
  return useQuery({
    queryKey: orderKeys.purchases(token, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<PurchasePage>('/api/purchases/user', { query: { page, pageSize }, signal }),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}
