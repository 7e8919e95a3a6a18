import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { LoginModalHost } from '../../features/accounts/components/login-modal-host';
import { useSessionCheck } from '../../features/accounts/use-session-check';
import { CartSync } from '../../features/cart';
import { Footer } from './footer';
import { Header } from './header';
import { ScrollToTop } from './scroll-to-top';

export function RootLayout() {
  useSessionCheck();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <LoginModalHost />
      <CartSync />
      <ScrollToTop />
    </Box>
  );
}
