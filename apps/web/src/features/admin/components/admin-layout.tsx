import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';

const SECTIONS = [
  { to: '/admin/', label: 'Inicio' },
  { to: '/admin/users', label: 'Usuarios' },
  { to: '/admin/products', label: 'Productos' },
  { to: '/admin/ordenes', label: 'Órdenes' },
  { to: '/admin/facturas', label: 'Facturas' },
] as const;

function currentSection(pathname: string): string {
  const match = SECTIONS.slice(1).find((s) => pathname.startsWith(s.to));
  return match?.to ?? '/admin/';
}

export function AdminLayout() {
  const { pathname } = useLocation();
  useDocumentTitle('Panel de administración');
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Panel de administración
      </Typography>
      <Box component="nav" aria-label="Secciones de administración" sx={{ mb: 3 }}>
        <Tabs value={currentSection(pathname)} variant="scrollable" allowScrollButtonsMobile>
          {SECTIONS.map((s) => (
            <Tab key={s.to} value={s.to} label={s.label} component={RouterLink} to={s.to} />
          ))}
        </Tabs>
      </Box>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </Container>
  );
}
