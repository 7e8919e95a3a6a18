import type { Commissions } from '@bazar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useAuth } from './auth-store';

/*
 * The commission rates: the back office sets them ('Comisiones', money) and the product form
 * reads them for its 'Recibirás' (selling). One cached copy, the same for every viewer.
 */

/** The general rate and each category's (GET /api/commissions, any signed-in person). */
export const commissionsQuery = queryOptions({
  queryKey: ['commissions'] as const,
  queryFn: ({ signal }) => apiRequest<Commissions>('/api/commissions', { signal }),
});

export function useCommissions() {
  const auth = useAuth();
  return useQuery({ ...commissionsQuery, enabled: Boolean(auth) });
}
