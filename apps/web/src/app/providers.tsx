// The system's provider is what Material's hands a theme without CSS variables (ours) to: Material's
// own also carries the CSS-variables provider and colour-scheme code (~3 kB gzip on the first load).
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client';
import { theme } from './theme';

// Toasts appear only after something happens: notistack loads beside the first render, not before it.
const SnackbarHost = lazy(async () => ({ default: (await import('./snackbar-host')).SnackbarHost }));

/** The base styles (CssBaseline's) are in index.html, where the static shell needs them before any script. */
export function AppProviders({ children }: { children: ReactNode }) {
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
