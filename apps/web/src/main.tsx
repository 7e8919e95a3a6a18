import { isShopCurrency, SHOP_CURRENCY_META, setShopCurrency } from '@bazar/shared';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { loadPrefetch } from './app/route-prefetch';
import { AppRoutes } from './app/router';

// Every amount the app writes is in the shop's currency, which the server wrote into the page
// (a page it did not serve, Vite's dev server, keeps the default).
const currency = document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_CURRENCY_META}"]`)?.content;
if (isShopCurrency(currency)) setShopCurrency(currency);

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

const root = createRoot(container);
// The static shell in index.html is on screen already (the home's header, banner and grid
// outline; another page's header): the first render is a transition, so React builds the tree in
// slices that leave the main thread free between them instead of one long task, and swaps it in
// whole once done.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

// The screens' first requests, a chunk fetched once the first load is done so navigation never waits on it.
window.addEventListener('load', () => {
  const warm = () => void loadPrefetch().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(warm, { timeout: 3000 });
  else setTimeout(warm, 1500);
});
