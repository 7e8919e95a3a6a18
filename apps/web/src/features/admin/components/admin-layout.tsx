import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { updateAuth } from '../../../lib/auth-store';
import { useRootCheck } from '../api/use-root-check';

const SECTIONS = [
  { to: '/admin/', label: 'Inicio', icon: <DashboardIcon /> },
  { to: '/admin/users', label: 'Usuarios', icon: <PeopleIcon /> },
  { to: '/admin/products', label: 'Productos', icon: <InventoryIcon /> },
  { to: '/admin/ordenes', label: 'Órdenes', icon: <ShoppingBagIcon /> },
  { to: '/admin/facturas', label: 'Facturas', icon: <ReceiptIcon /> },
] as const;

function currentSection(pathname: string): string {
  const match = SECTIONS.slice(1).find((s) => pathname.startsWith(s.to));
  return match?.to ?? '/admin/';
}

/** The stored root flag was stale: go to login, then forget it (the header's button goes too). */
function LeaveToLogin() {
  useEffect(() => updateAuth({ root: false }), []);
  return <Navigate to="/login" replace />;
}

/** The back office: a side menu beside the current screen. A failed root check goes to /login. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const rootCheck = useRootCheck();
  useDocumentTitle('Panel de administración');
  if (rootCheck.isError || rootCheck.data?.root === false) return <LeaveToLogin />;
  const current = currentSection(pathname);
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, p: { xs: 2, md: 3 } }}>
      <Paper
        component="nav"
        aria-label="Menú de administración"
        sx={{ width: { md: 220 }, flexShrink: 0, alignSelf: 'flex-start' }}
      >
        <Typography variant="h6" component="p" sx={{ px: 2, pt: 2 }}>
          Administración
        </Typography>
        <List>
          {SECTIONS.map((s) => (
            <ListItem key={s.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={s.to}
                selected={current === s.to}
                aria-current={current === s.to ? 'page' : undefined}
              >
                <ListItemIcon>{s.icon}</ListItemIcon>
                <ListItemText primary={s.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Box component="section" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: '2rem', mb: 2 }}>
          Panel de administración
        </Typography>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
