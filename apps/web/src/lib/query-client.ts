import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * The one query cache of the app. A module, not React state, so that the router can start a
 * screen's first request while the screen's code is still loading.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again.
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
