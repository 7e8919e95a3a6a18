import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

// Toasts appear only after something happens: notistack loads beside the first render, not before it.
const SnackbarHost = lazy(async () => ({ default: (await import('./snackbar-host')).SnackbarHost }));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
