import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

export function RootLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
