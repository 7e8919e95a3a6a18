import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildUrl } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-store';
import { queryRoots } from '../../../lib/query-keys';
import { adminKeys } from './keys';

export type StreamState = 'connecting' | 'live' | 'offline';

/** Splits a text/event-stream into its `event:` names (the payloads are not needed here). */
function eventNames(block: string): string | undefined {
  return block
    .split('\n')
    .find((line) => line.startsWith('event: '))
    ?.slice(7);
}

/**
 * Listens to GET /api/admin/events and refreshes the dashboard on every sale (and the product
 * lists on every product change). EventSource cannot send the auth-token header and the token
 * must never go in a URL, so this reads the stream with fetch and reconnects after a pause.
 */
export function useAdminEvents(): StreamState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>('connecting');

  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;

    async function connect() {
      const auth = getAuth();
      if (!auth) return;
      try {
        const response = await fetch(buildUrl('/api/admin/events'), {
          headers: { 'auth-token': auth.token, accept: 'text/event-stream' },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const name = eventNames(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (name === 'ready') setState('live');
            if (name === 'sale') void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard() });
            if (name === 'productChanged') {
              void queryClient.invalidateQueries({ queryKey: queryRoots.adminProducts });
              void queryClient.invalidateQueries({ queryKey: adminKeys.notification('newProduct') });
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      if (controller.signal.aborted) return;
      setState('offline');
      retry = setTimeout(connect, 3000);
    }

    void connect();
    return () => {
      controller.abort();
      if (retry) clearTimeout(retry);
    };
  }, [queryClient]);

  return state;
}
