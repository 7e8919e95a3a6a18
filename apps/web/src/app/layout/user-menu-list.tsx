import { CLAIM_MSG, MONEY_MSG, webPath } from '@bazar/shared';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts';

const ITEMS = [
  { to: webPath('profile'), label: 'Ver perfil' },
  { to: webPath('wishlist'), label: 'Lista de deseos' },
  { to: webPath('userReviews'), label: 'Mis reseñas' },
  { to: webPath('userInvoices'), label: 'Facturas de compra' },
  { to: webPath('userSales'), label: 'Ventas' },
  { to: webPath('myMoney'), label: MONEY_MSG.myMoneyTitle },
  { to: webPath('claims'), label: CLAIM_MSG.title },
  { to: webPath('create'), label: 'Vender' },
] as const;

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
      {ITEMS.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
      <MenuItem onClick={signOut} disabled={isPending}>
        Cerrar sesión
      </MenuItem>
    </Menu>
  );
}
