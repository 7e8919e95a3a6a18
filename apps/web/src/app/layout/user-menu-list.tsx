import {
  CLAIM_MSG,
  COUPONS_TITLE,
  MONEY_MSG,
  PURCHASES_MSG,
  QUESTION_MSG,
  SALE_EVENTS_TITLE,
  SHIPPING_TITLE,
  webPath,
} from '@bazar/shared';
import Box from '@mui/material/Box';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts';
import { useUnansweredCount } from '../../features/questions';
import { OWN_PRODUCTS_ANCHOR } from '../../features/selling';

/** The menu's pages in three groups: what the person buys, what they sell, their account. */
const GROUPS = [
  {
    title: 'Tus compras',
    items: [
      { to: webPath('purchases'), label: PURCHASES_MSG.title },
      { to: webPath('wishlist'), label: 'Lista de deseos' },
      { to: webPath('userReviews'), label: 'Mis reseñas' },
      { to: webPath('claims'), label: CLAIM_MSG.title },
    ],
  },
  {
    title: 'Tus ventas',
    items: [
      { to: webPath('create'), label: 'Vender' },
      { to: `${webPath('profile')}#${OWN_PRODUCTS_ANCHOR}`, label: 'Mis publicaciones' },
      { to: webPath('userSales'), label: 'Ventas' },
      { to: webPath('questions'), label: QUESTION_MSG.received },
      { to: webPath('myMoney'), label: MONEY_MSG.myMoneyTitle },
      { to: webPath('myShipping'), label: SHIPPING_TITLE },
      { to: webPath('myCoupons'), label: COUPONS_TITLE },
      { to: webPath('mySaleEvents'), label: SALE_EVENTS_TITLE },
    ],
  },
  { title: 'Tu cuenta', items: [{ to: webPath('profile'), label: 'Ver perfil' }] },
] as const;

/**
 * A group's title is a named separator, which a menu may hold (a list's subheader may not), and
 * which the menu's arrow keys and its first focus pass over (MUI skips a ListSubheader).
 */
const groupTitleSx = {
  lineHeight: 2.5,
  mt: 0.5,
  borderTop: 1,
  borderColor: 'divider',
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
} as const;

interface UserMenuListProps {
  id: string;
  userName: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The signed-in user's menu: their pages and 'Cerrar sesión'. */
export function UserMenuList({ id, userName, anchor, onClose }: UserMenuListProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate: logout, isPending } = useLogout();
  const [signingOut, setSigningOut] = useState(false);
  // Asked only while the menu is open: one small request, not one per page.
  const unanswered = useUnansweredCount(Boolean(anchor)).data ?? 0;
  const signOut = () => {
    onClose();
    setSigningOut(true);
    navigate(webPath('home'));
  };
  // The credentials go once the home is on screen: a guarded page still showing would bounce to /login.
  useEffect(() => {
    if (!signingOut || pathname !== webPath('home')) return;
    setSigningOut(false);
    logout();
  }, [signingOut, pathname, logout]);

  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem disabled>
        <ListItemText primary={userName} />
      </MenuItem>
      {GROUPS.flatMap((group) => [
        <ListSubheader
          key={group.title}
          role="separator"
          aria-label={group.title}
          disableSticky
          sx={groupTitleSx}
        >
          {group.title}
        </ListSubheader>,
        ...group.items.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
            {item.label}
            {item.to === webPath('questions') && unanswered > 0 && (
              <Box
                component="span"
                sx={{
                  ml: 1,
                  px: 0.75,
                  borderRadius: 1,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  fontSize: '0.75rem',
                }}
              >
                {QUESTION_MSG.unansweredCount(unanswered)}
              </Box>
            )}
          </MenuItem>
        )),
      ])}
      <MenuItem onClick={signOut} disabled={isPending}>
        Cerrar sesión
      </MenuItem>
    </Menu>
  );
}
