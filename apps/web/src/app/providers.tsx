import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { isApiError } from '../lib/api-client';
import { theme } from './theme';

// Toasts appear only after something happens: notistack loads beside the first render, not before it.
const SnackbarHost = lazy(async () => ({ default: (await import('./snackbar-host')).SnackbarHost }));

function createQueryClient() {
  return new QueryClient({
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
}

/** The base styles (CssBaseline's) are in index.html, where the static shell needs them before any script. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        {children}
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
