import type { Balance, MovementPage } from '@bazar/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import type { GridQuery } from '../../../lib/grid-query';
import { moneyKeys } from './keys';

export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: moneyKeys.balance(token),
    queryFn: ({ signal }) => apiRequest<Balance>('/api/money/balance', { signal }),
  });

export function useBalance() {
  const auth = useAuth();
  return useQuery({ ...balanceQuery(auth?.token ?? ''), enabled: Boolean(auth) });
}

/** One page of the caller's movements, newest first (the server's only order). */
export const movementsQuery = (token: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: moneyKeys.movements(token, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<MovementPage>('/api/money/movements', { query: { page, pageSize }, signal }),
  });

export function useMovements({ page, pageSize }: GridQuery) {
  const auth = useAuth();
  return useQuery({
    ...movementsQuery(auth?.token ?? '', page, pageSize),
    enabled: Boolean(auth),
    placeholderData: keepPreviousData,
  });
}
