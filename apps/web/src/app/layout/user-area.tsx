import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { openLoginModal } from '../../features/accounts/login-modal';
import { useAuth } from '../../lib/auth-store';
import { UserMenu } from './user-menu';

/** 'Ingresar' for visitors; the user menu (and the admin panel for root) once signed in. */
export function UserArea() {
  const auth = useAuth();
  if (!auth) {
    return (
      <Button onClick={openLoginModal} color="inherit" variant="outlined" size="small">
        Ingresar
      </Button>
    );
  }
  return (
    <>
      {auth.root && (
        <IconButton component={RouterLink} to="/admin/" color="inherit" aria-label="Panel de administración">
          <AdminPanelSettingsIcon />
        </IconButton>
      )}
      <UserMenu userName={auth.userName} />
    </>
  );
}
