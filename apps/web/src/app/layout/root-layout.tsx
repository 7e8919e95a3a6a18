import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { ProductViewsProvider } from '../../components/product-views';
import { LoginModalHost, useSessionCheck } from '../../features/accounts';
import { CartSync } from '../../features/cart';
import { productViews } from '../product-views';
import { Header } from './header';

// Below every page's content: its icons and links load after the first paint, not before it.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

export function RootLayout() {
  useSessionCheck();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        {/* The screens that show products (the home, a product, a seller) find their card and detail here. */}
        <ProductViewsProvider value={productViews}>
          <Outlet />
        </ProductViewsProvider>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LoginModalHost />
      <CartSync />
    </Box>
  );
}
