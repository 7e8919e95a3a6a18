import type { UndeliveredPage } from '@bazar/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { GridQuery } from '../../../lib/grid-query';
import { adminKeys } from './keys';

/** Outbox rows that gave up, the most recently dead first (the server's only order). */
export const undeliveredQuery = (query: GridQuery) =>
  queryOptions({
    queryKey: adminKeys.undeliveredList(query),
    queryFn: ({ signal }) =>
      apiRequest<UndeliveredPage>('/api/admin/outbox/dead', {
        query: { page: query.page, pageSize: query.pageSize },
        signal,
      }),
  });

export function useUndelivered(query: GridQuery) {
  return useQuery({ ...undeliveredQuery(query), placeholderData: keepPreviousData });
}

/** Puts one dead row back in the queue; the list is asked again either way (another administrator may have retried it). */
export function useRetryUndelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ msg: string }>(`/api/admin/outbox/dead/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.undelivered() }),
  });
}
