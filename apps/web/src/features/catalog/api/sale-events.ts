import type { RunningSaleEvents, SaleEvent } from '@bazar/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The events running today: the home's first banners (decision record 0035). */
export function useRunningSaleEvents() {
  return useQuery({
    queryKey: ['sale-events', 'running'],
    queryFn: ({ signal }) => apiRequest<RunningSaleEvents>('/api/saleEvents/running', { signal }),
    staleTime: 60_000,
  });
}

/** An event's page head (its days and whether it runs), by its slug. */
export function useSaleEventHead(slug: string) {
  return useQuery({
    queryKey: ['sale-events', 'page', slug],
    queryFn: ({ signal }) =>
      apiRequest<SaleEvent>(`/api/saleEvents/page/${encodeURIComponent(slug)}`, { signal }),
    retry: false,
  });
}
