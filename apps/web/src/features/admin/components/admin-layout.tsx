import {
  CLAIM_MSG,
  COUPON_MSG,
  MONEY_MSG,
  QUESTION_MSG,
  SALE_EVENT_MSG,
  SEARCH_MSG,
  SHIPPING_MSG,
  UNDELIVERED_MSG,
  webPath,
} from '@bazar/shared';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CelebrationIcon from '@mui/icons-material/Celebration';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';
import PercentIcon from '@mui/icons-material/Percent';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, Link as RouterLink, useLocation } from 'react-router';
import { RouteFallback } from '../../../components/route-fallback';
import { useDocumentTitle } from '../../../components/use-document-title';
import { updateAuth } from '../../../lib/auth-store';
import { useRootCheck } from '../api/use-root-check';

const SECTIONS = [
  { to: `${webPath('admin')}/`, label: 'Inicio', icon: <DashboardIcon /> },
  { to: webPath('adminUsers'), label: 'Usuarios', icon: <PeopleIcon /> },
  { to: webPath('adminProducts'), label: 'Productos', icon: <InventoryIcon /> },
  { to: webPath('adminOrders'), label: 'Órdenes', icon: <ShoppingBagIcon /> },
  { to: webPath('adminInvoices'), label: 'Facturas', icon: <ReceiptIcon /> },
  { to: webPath('adminClaims'), label: CLAIM_MSG.title, icon: <ReportProblemIcon /> },
  { to: webPath('adminQuestions'), label: QUESTION_MSG.adminTitle, icon: <QuestionAnswerIcon /> },
  { to: webPath('adminCommissions'), label: MONEY_MSG.commissionsTitle, icon: <PercentIcon /> },
  { to: webPath('adminShipping'), label: SHIPPING_MSG.title, icon: <LocalShippingIcon /> },
  { to: webPath('adminSaleEvents'), label: SALE_EVENT_MSG.adminTitle, icon: <CelebrationIcon /> },
  { to: webPath('adminCoupons'), label: COUPON_MSG.shopTitle, icon: <LocalOfferIcon /> },
  { to: webPath('adminSynonyms'), label: SEARCH_MSG.synonymsTitle, icon: <ManageSearchIcon /> },
  { to: webPath('adminPayouts'), label: MONEY_MSG.payoutsTitle, icon: <AccountBalanceIcon /> },
  { to: webPath('adminMoneyAudit'), label: MONEY_MSG.auditTitle, icon: <HistoryIcon /> },
  { to: webPath('adminUndelivered'), label: UNDELIVERED_MSG.title, icon: <UnsubscribeIcon /> },
] as const;

function currentSection(pathname: string): string {
  const match = SECTIONS.slice(1).find((s) => pathname.startsWith(s.to));
  return match?.to ?? SECTIONS[0].to;
}

/** The stored root flag was stale: go to login, then forget it (the header's button goes too). */
function LeaveToLogin() {
  useEffect(() => updateAuth({ root: false }), []);
  return <Navigate to={webPath('login')} replace />;
}

function AdminMenu({ current, onNavigate }: { current: string; onNavigate?: () => void }) {
  return (
    <>
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
              onClick={onNavigate}
            >
              <ListItemIcon>{s.icon}</ListItemIcon>
              <ListItemText primary={s.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * The back office: a side menu beside the current screen, within the header's width. On phones
 * and tablets the menu is a drawer behind a 'Menú' button, so the screen itself comes first.
 * A failed root check goes to /login.
 */
export function AdminLayout() {
  const { pathname } = useLocation();
  const rootCheck = useRootCheck();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useDocumentTitle('Panel de administración');
  if (rootCheck.isError || rootCheck.data?.root === false) return <LeaveToLogin />;
  const current = currentSection(pathname);
  const currentLabel = SECTIONS.find((s) => s.to === current)?.label;
  return (
    <Container
      maxWidth="lg"
      disableGutters
      sx={{ display: 'flex', gap: 3, py: { xs: 2, md: 3 }, px: { xs: 1.5, sm: 3 } }}
    >
      <Paper
        component="nav"
        aria-label="Menú de administración"
        sx={{ display: { xs: 'none', md: 'block' }, width: 220, flexShrink: 0, alignSelf: 'flex-start' }}
      >
        <AdminMenu current={current} />
      </Paper>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        slotProps={{ paper: { 'aria-label': 'Menú de administración' } }}
        sx={{ display: { md: 'none' } }}
      >
        <Box component="nav" aria-label="Menú de administración" sx={{ width: 260 }}>
          <AdminMenu current={current} onNavigate={() => setDrawerOpen(false)} />
        </Box>
      </Drawer>
      <Box component="section" aria-labelledby="admin-title" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <Button
            variant="outlined"
            startIcon={<MenuIcon />}
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="true"
            aria-expanded={drawerOpen}
            sx={{ display: { md: 'none' } }}
          >
            Menú{currentLabel ? `: ${currentLabel}` : ''}
          </Button>
          <Typography
            id="admin-title"
            variant="h1"
            component="h1"
            sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            Panel de administración
          </Typography>
        </Box>
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </Container>
  );
}
