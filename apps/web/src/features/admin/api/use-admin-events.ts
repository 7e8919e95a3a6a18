import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listenToEvents } from '../../../lib/event-stream';
import { queryRoots } from '../../../lib/query-keys';
import { adminKeys } from './keys';

export type StreamState = 'connecting' | 'live' | 'offline';

/**
 * Listens to GET /api/admin/events and refreshes the dashboard on every sale (and the product
 * lists on every product change); answers whether the stream is live ('ready' says so).
 */
export function useAdminEvents(): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(
    () =>
      listenToEvents('/api/admin/events', {
        onEvent: (name) => {
          if (name === 'ready') setState('live');
          if (name === 'sale') void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
          if (name === 'productChanged') {
            void queryClient.invalidateQueries({ queryKey: queryRoots.adminProducts });
            void queryClient.invalidateQueries({ queryKey: adminKeys.notification('newProduct') });
          }
        },
        onDrop: () => setState('offline'),
        retryMs: 3000,
      }),
    [queryClient],
  );

  return state;
}
