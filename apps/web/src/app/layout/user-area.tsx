import { ADMIN_MSG, webPath } from '@bazar/shared';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ButtonBase from '@mui/material/ButtonBase';
import { Link as RouterLink } from 'react-router';
import { iconButtonSx } from '../../components/icon-button-sx';
import { NoticeBell } from '../../features/notifications';
import { useAuth } from '../../lib/auth-store';
import { openLoginModal } from '../../lib/login-modal';
import { UserMenu } from './user-menu';

const signInSx = {
  px: '9px',
  py: '3px',
  minWidth: 64,
  border: '1px solid',
  borderColor: 'rgba(255, 255, 255, 0.5)',
  borderRadius: '10px',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.75,
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255, 255, 255, 0.08)' },
  '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: 2 },
} as const;

/** 'Ingresar' for visitors; the bell and the user menu (and the admin panel for root) once signed in. */
export function UserArea() {
  const auth = useAuth();
  if (!auth) {
    return (
      // An outlined small button drawn on ButtonBase: MUI's Button brings its loading spinner along.
      <ButtonBase onClick={openLoginModal} sx={signInSx}>
        Ingresar
      </ButtonBase>
    );
  }
  return (
    <>
      {auth.root && (
        // A shield alone says nothing: its name for screen readers, the same word on hover (the
        // browser's title: MUI's Tooltip would bring Popper into the home's first load, ~14 kB).
        <ButtonBase
          component={RouterLink}
          to={`${webPath('admin')}/`}
          nativeButton
          centerRipple
          focusRipple
          aria-label={ADMIN_MSG.entry}
          title={ADMIN_MSG.entry}
          sx={iconButtonSx({ color: 'inherit' })}
        >
          <AdminPanelSettingsIcon />
        </ButtonBase>
      )}
      <NoticeBell />
      <UserMenu userName={auth.userName} />
    </>
  );
}
