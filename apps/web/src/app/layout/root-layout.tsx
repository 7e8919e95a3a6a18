import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoginModalHost } from '../../features/accounts/components/login-modal-host';
import { useSessionCheck } from '../../features/accounts/use-session-check';
// Straight from its module, not the feature's index: the index's add-to-cart and merge code
// would then ride in the entry chunk although only lazy screens use them.
import { CartSync } from '../../features/cart/components/cart-sync';
import { Header } from './header';

// Below every page's content: its icons and links load after the first paint, not before it.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }));

export function RootLayout() {
  useSessionCheck();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <LoginModalHost />
      <CartSync />
    </Box>
  );
}
