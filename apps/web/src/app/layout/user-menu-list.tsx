import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts';

const ITEMS = [
  { to: '/perfil', label: 'Ver perfil' },
  { to: '/myWishes', label: 'Lista de deseos' },
  { to: '/userReviews', label: 'Mis reseñas' },
  { to: '/userInvoices', label: 'Facturas de compra' },
  { to: '/userSales', label: 'Ventas' },
  { to: '/create', label: 'Vender' },
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
  const { mutate: logout, isPending } = useLogout();
  const signOut = () => {
    onClose();
    // Home first, committed at once (not as a transition the home's data could hold back):
    // once the credentials go, a guarded page would otherwise bounce to /login.
    navigate('/', { flushSync: true });
    logout();
  };

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
