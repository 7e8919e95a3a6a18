import type { Commissions, UpdateCommissionsBody } from '@bazar/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { moneyKeys } from './keys';

/** The general rate and each category's (GET /api/commissions, any signed-in person). */
export const commissionsQuery = queryOptions({
  queryKey: moneyKeys.commissions(),
  queryFn: ({ signal }) => apiRequest<Commissions>('/api/commissions', { signal }),
});

export function useCommissions() {
  const auth = useAuth();
  return useQuery({ ...commissionsQuery, enabled: Boolean(auth) });
}

/** PUT /api/admin/commissions: every rate at once; the answer replaces the cached rates. */
export function useSaveCommissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCommissionsBody) =>
      apiRequest<Commissions>('/api/admin/commissions', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(moneyKeys.commissions(), saved);
      return queryClient.invalidateQueries({ queryKey: moneyKeys.admin });
    },
  });
}
