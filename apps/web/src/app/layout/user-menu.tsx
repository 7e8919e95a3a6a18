import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout } from '../../features/accounts/api/logout';

const ITEMS = [
  { to: '/perfil', label: 'Ver perfil' },
  { to: '/myWishes', label: 'Lista de deseos' },
  { to: '/userReviews', label: 'Mis reseñas' },
  { to: '/userInvoices', label: 'Facturas de compra' },
  { to: '/userSales', label: 'Ventas' },
  { to: '/create', label: 'Vender' },
] as const;

export function UserMenu({ userName }: { userName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const menuId = useId();
  const close = () => setAnchor(null);

  const { mutate: logout, isPending } = useLogout();
  const signOut = () => {
    close();
    // Home first, committed at once (not as a transition the home's data could hold back):
    // once the credentials go, a guarded page would otherwise bounce to /login.
    navigate('/', { flushSync: true });
    logout();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={`Menú de ${userName || 'usuario'}`}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem disabled>
          <ListItemText primary={userName} />
        </MenuItem>
        {ITEMS.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem onClick={signOut} disabled={isPending}>
          Cerrar sesión
        </MenuItem>
      </Menu>
    </>
  );
}
