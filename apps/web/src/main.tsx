import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { loadPrefetch } from './app/route-prefetch';
import { AppRoutes } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);

// The screens' first requests, a chunk fetched once the first load is done so navigation never waits on it.
window.addEventListener('load', () => {
  const warm = () => void loadPrefetch().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 3000 });
  else setTimeout(warm, 1500);
});
